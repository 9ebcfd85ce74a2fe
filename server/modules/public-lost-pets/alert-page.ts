import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { PublicLostPet } from '../../contract/public-lost-pets.contract.js'
import type { PublicLostPetsService } from './public-lost-pets.service.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const ogTitle = (pet: PublicLostPet) =>
  pet.status === 'found' ? `${pet.name} ya apareció` : `SE BUSCA: ${pet.name}`

function ogDescription(pet: PublicLostPet): string {
  const seen = pet.lastSeenLocation ? `Vista por última vez en ${pet.lastSeenLocation}` : ''
  const reward = pet.reward ? `Recompensa: ${pet.reward}` : ''
  const text = [seen, reward, pet.description].filter(Boolean).join('. ')
  return text.length > 200 ? `${text.slice(0, 199)}…` : text
}

/** What a link preview shows of a public page (its title, description and picture). */
export interface PageTags {
  title: string
  description: string
  /** an upload path or URL, made absolute against the origin */
  image: string | undefined
}

const alertTags = (pet: PublicLostPet): PageTags => ({
  title: ogTitle(pet),
  description: ogDescription(pet),
  image: pet.photos[0],
})

function metaTags(page: PageTags, origin: string, pageUrl: string): string {
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', 'Huellitas'],
    ['og:title', page.title],
    ['og:description', page.description],
    ['og:url', pageUrl],
    ['og:locale', 'es_ES'],
  ]
  if (page.image) tags.push(['og:image', new URL(page.image, origin).href])
  const meta = tags.map(([key, value]) => `<meta property="${key}" content="${escape(value)}" />`)
  meta.push(
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}" />`,
  )
  return meta.join('\n    ')
}

/** The Open Graph tags of one alert, for the link previews of chat apps (WhatsApp). */
export function ogTags(pet: PublicLostPet, origin: string, pageUrl: string): string {
  return metaTags(alertTags(pet), origin, pageUrl)
}

/** The page's HTML with its title and Open Graph tags in its head. */
export function withPageTags(
  html: string,
  page: PageTags,
  origin: string,
  pageUrl: string,
): string {
  // Replacement functions, not strings: a '$&' or "$'" in a pet's name is text, not a pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(page.title)} · Huellitas</title>`)
    .replace('</head>', () => `  ${metaTags(page, origin, pageUrl)}\n  </head>`)
}

/** The page's HTML with the alert's title and Open Graph tags in its head. */
export function withAlertTags(
  html: string,
  pet: PublicLostPet,
  origin: string,
  pageUrl: string,
): string {
  return withPageTags(html, alertTags(pet), origin, pageUrl)
}

/**
 * A public page of the app whose raw HTML carries its own title and Open Graph tags (link
 * previews read the raw HTML and run no script): the built index.html with meta tags added, no
 * inline script, so the Content-Security-Policy stays as strict. An unknown id gets the plain
 * page, whose screen says so.
 */
export function registerTaggedPage(
  app: FastifyInstance,
  options: {
    staticDir: string
    publicUrl: string | undefined
    /** the route, e.g. '/perdidos/:id' */
    path: string
    tagsFor: (id: string) => Promise<PageTags | null>
  },
): void {
  const indexPath = join(options.staticDir, 'index.html')
  let cached: { mtimeMs: number; html: string } | null = null

  async function indexHtml(): Promise<string | null> {
    try {
      const { mtimeMs } = await stat(indexPath)
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(indexPath, 'utf8') }
      return cached.html
    } catch {
      return null
    }
  }

  app.get<{ Params: { id: string } }>(options.path, async (request, reply) => {
    const html = await indexHtml()
    // Not built yet: the static handler answers with its own page.
    if (html === null) return reply.callNotFound()
    const tags = await options.tagsFor(request.params.id).catch(() => null)
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8')
    if (!tags) return reply.send(html)
    const origin = options.publicUrl ?? `${request.protocol}://${request.host}`
    const pagePath = options.path.replace(':id', encodeURIComponent(request.params.id))
    return reply.send(withPageTags(html, tags, origin, new URL(pagePath, origin).href))
  })
}

/** GET /perdidos/{id}: the alert's page, with its title and Open Graph tags. */
export function registerAlertPage(
  app: FastifyInstance,
  options: { staticDir: string; publicUrl: string | undefined; service: PublicLostPetsService },
): void {
  registerTaggedPage(app, {
    staticDir: options.staticDir,
    publicUrl: options.publicUrl,
    path: '/perdidos/:id',
    tagsFor: async (id) => {
      const pet = await options.service.forPage(id)
      return pet ? alertTags(pet) : null
    },
  })
}
