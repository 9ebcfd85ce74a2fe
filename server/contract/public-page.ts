/**
 * The pages a stranger opens from a shared link, a flyer or a QR collar, rendered on the server
 * with the app's own React components and hydrated in the browser (design.md 'Rendering: HTML
 * first'): the landing at /, an alert at /perdidos/{id}, a pet's QR page at /pet/{id}, a
 * found pet at /encontrados/{id}.
 *
 * The server builds a `PublicPage`, renders it to HTML (src/public-pages/entry-server.tsx) and
 * writes the same value into the page as JSON, from which the browser hydrates the same tree.
 * Each visitor form also works as a plain HTML form: it posts to the page's own path with
 * `_form` naming the form and `formKey` making a double submit one write.
 */
import type { PublicFoundReportDoc } from './found-reports.contract.js'
import type { PublicLostPet } from './public-lost-pets.messages.js'
import type { PublicPet } from './public-pets.messages.js'

/** The visitor forms, by the value of their `_form` field. */
export const visitorFormNames = ['sighting', 'message', 'notify'] as const
export type VisitorFormName = (typeof visitorFormNames)[number]

/** A plain form the server refused: shown again with what was typed and why. */
export interface RefusedForm {
  form: VisitorFormName
  values: Record<string, string>
  errors: Record<string, string>
  /** a refusal that belongs to no one field (a rate limit, an alert that closed) */
  message: string | null
}

/** What every page with visitor forms needs to render them the same on both sides. */
export interface VisitorFormsState {
  /** unique to this render: with the form's content it names one write (a double submit) */
  formKey: string
  /** the server's today (YYYY-MM-DD), the sighting date's default and upper bound */
  today: string
  refused: RefusedForm | null
}

/**
 * `photoPreview`: a small copy of the first photo as a data: URL, inside the HTML, so that on a
 * slow line the photo shows with the document (the stored sizes replace it once hydrated).
 */
export type PublicPage =
  | { kind: 'landing' }
  | { kind: 'alert'; alert: PublicLostPet; photoPreview: string | null; forms: VisitorFormsState }
  | { kind: 'pet'; pet: PublicPet; photoPreview: string | null; forms: VisitorFormsState }
  | { kind: 'found'; report: PublicFoundReportDoc; photoPreview: string | null }
  | { kind: 'missing'; what: 'alert' | 'pet' | 'found' }
  | { kind: 'sent'; message: string; backHref: string; backLabel: string }

/** The paths the server renders for visitors: '/', '/perdidos/{id}', '/pet/{id}', '/encontrados/{id}'. */
export const SERVER_RENDERED_PATH = /^\/(?:perdidos\/[^/]+|pet\/[^/]+|encontrados\/[^/]+)?$/

/** In the page's JSON, the photo preview's place: its value is the markup's <img> source. */
export const PREVIEW_IN_MARKUP = 'in-markup'

/** The id of the element that carries the page's JSON. */
export const PUBLIC_PAGE_DATA_ID = 'hl-page'

/** What the server says about a plain form itself (its fields' messages are the API's own). */
export const publicPageMessages = {
  foreignOrigin:
    'No pudimos comprobar que este formulario venga de Huellitas. Vuelve a la página e inténtalo de nuevo.',
  unknownForm: 'No reconocimos el formulario. Vuelve a la página e inténtalo de nuevo.',
  noActiveAlert: 'Esta mascota ya no está reportada como perdida. Puedes avisar a su dueño.',
  backToAlert: 'Volver a la alerta',
  backToPet: 'Volver a la mascota',
} as const
