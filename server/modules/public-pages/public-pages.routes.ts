import { createHash, randomUUID } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  publicPageMessages as texts,
  type PublicPage,
  type RefusedForm,
  type VisitorFormsState,
} from '../../contract/public-page.js'
import { publicLostPetPaths } from '../../contract/public-lost-pets.contract.js'
import { publicPetPaths } from '../../contract/public-pets.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { hasSignedInHint } from '../../contract/signed-in-hint.js'
import { HttpError } from '../../http/http-error.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import type { PublicLostPetsService } from '../public-lost-pets/public-lost-pets.service.js'
import { findPublic } from '../public-lost-pets/visitor-post.js'
import type { PublicPetsService } from '../public-pets/public-pets.service.js'
import type { PublicFoundReportDoc } from '../../contract/found-reports.contract.js'
import { alertTags, foundTags, petTags, type PageTags } from './page-head.js'
import type { PageRenderer } from './page-renderer.js'
import type { PhotoPreviews } from './photo-preview.js'
import {
  fieldErrors,
  isSameOrigin,
  readPlainPost,
  refusalOf,
  refusedForm,
  type PlainPost,
} from './plain-forms.js'

/**
 * The public pages as HTML (design.md 'Rendering: HTML first'): GET / (the landing), GET
 * /perdidos/{id}, GET /pet/{id} and GET /encontrados/{id} rendered on the server from the services the API uses, and
 * POST to the same paths for their forms without JavaScript. Someone signed in (the hint cookie,
 * contract/public-page.ts) gets the app instead, as every other path does.
 *
 * Answers: an unknown alert, pet or found report (or a hidden one) is a 404 page; an alert that
 * ended (found) or a found report that did (reunited) a 410 that still shows it with its happy
 * outcome ('Reunido con su familia'). Every page revalidates (no-cache) against an ETag made of the
 * build and the page's content, so a change (found, a new photo) shows on the next load.
 */
export interface PublicPagesOptions {
  renderer: PageRenderer
  photoPreviews: PhotoPreviews
  alerts: PublicLostPetsService
  pets: PublicPetsService
  /** a found report as anyone may see it (found-reports.service.ts getPublic; 404: none) */
  found: { getPublic: (id: string) => Promise<PublicFoundReportDoc> }
  visitorLimit: Pick<PairedLimit, 'consume'>
  publicUrl: string | undefined
  /** the Content-Security-Policy of a page with the given inline style hashes */
  policy: (request: FastifyRequest, styleSources: readonly string[]) => string
  now?: () => Date
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>

/** Forms are small: a sighting's longest field is 500 characters. */
const FORM_BODY_LIMIT = 32 * 1024

/** A service's 404 refusal is a page about nothing (undefined); any other failure stands. */
function absentIf404(error: unknown): undefined {
  if (refusalOf(error)?.statusCode === 404) return undefined
  throw error
}

export function registerPublicPages(app: FastifyInstance, options: PublicPagesOptions): void {
  const now = options.now ?? (() => new Date())
  const originOf = (request: FastifyRequest) =>
    options.publicUrl ?? `${request.protocol}://${request.host}`

  const formsState = (refused: RefusedForm | null = null): VisitorFormsState => ({
    formKey: randomUUID(),
    today: now().toISOString().slice(0, 10),
    refused,
  })

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PublicPage,
    status: number,
    tags: PageTags | null,
  ) {
    const origin = originOf(request)
    const path = request.url.split('?')[0] ?? '/'
    const rendered = await options.renderer.render(
      page,
      tags ? { tags, origin, pageUrl: new URL(path, origin).href } : null,
    )
    // Not built yet: the static files answer with their own page.
    if (!rendered) return reply.callNotFound()
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .header(
        'Content-Security-Policy',
        options.policy(request, rendered.styleSource ? [rendered.styleSource] : []),
      )
    // The form key is new on every render; the content without it decides whether it changed.
    if (request.method === 'GET' || request.method === 'HEAD') {
      const etag = `"${contentHash(rendered.buildId, status, page)}"`
      reply.header('ETag', etag)
      if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    }
    return sendCompressed(request, reply, rendered.html)
  }

  /** The app itself, for someone signed in: the same answer as any other app path. */
  const isSignedIn = (request: FastifyRequest) => hasSignedInHint(request.headers.cookie)
  const sendApp = (reply: FastifyReply) => reply.callNotFound()

  async function alertPage(
    request: IdRequest,
    reply: FastifyReply,
    refused: RefusedForm | null,
    refusedStatus = 400,
  ) {
    const alert = await options.alerts.forPage(request.params.id)
    if (!alert) return send(request, reply, { kind: 'missing', what: 'alert' }, 404, null)
    const page: PublicPage = {
      kind: 'alert',
      alert,
      photoPreview: await options.photoPreviews.of(alert.photos[0]),
      forms: formsState(refused),
    }
    const status = refused ? refusedStatus : alert.status === 'found' ? 410 : 200
    return send(request, reply, page, status, alertTags(alert))
  }

  async function petPage(
    request: IdRequest,
    reply: FastifyReply,
    refused: RefusedForm | null,
    refusedStatus = 400,
  ) {
    const pet = await findPublic(request.params.id, (id) => options.pets.get(id).catch(absentIf404))
    if (!pet) return send(request, reply, { kind: 'missing', what: 'pet' }, 404, null)
    const page: PublicPage = {
      kind: 'pet',
      pet,
      photoPreview: await options.photoPreviews.of(pet.photos[0]),
      forms: formsState(refused),
    }
    return send(request, reply, page, refused ? refusedStatus : 200, petTags(pet))
  }

  async function foundPage(request: IdRequest, reply: FastifyReply) {
    const report = await options.found.getPublic(request.params.id).catch(absentIf404)
    if (!report) return send(request, reply, { kind: 'missing', what: 'found' }, 404, null)
    const page: PublicPage = {
      kind: 'found',
      report,
      photoPreview: await options.photoPreviews.of(report.photos[0]),
    }
    return send(request, reply, page, report.status === 'reunited' ? 410 : 200, foundTags(report))
  }

  app.get('/', async (request, reply) => {
    if (isSignedIn(request)) return sendApp(reply)
    return send(request, reply, { kind: 'landing' }, 200, null)
  })
  app.get<{ Params: { id: string } }>('/perdidos/:id', async (request, reply) => {
    if (isSignedIn(request)) return sendApp(reply)
    return alertPage(request, reply, null)
  })
  app.get<{ Params: { id: string } }>('/pet/:id', async (request, reply) => {
    if (isSignedIn(request)) return sendApp(reply)
    return petPage(request, reply, null)
  })
  app.get<{ Params: { id: string } }>('/encontrados/:id', async (request, reply) => {
    if (isSignedIn(request)) return sendApp(reply)
    return foundPage(request, reply)
  })

  // The forms without JavaScript. Their body is a plain form's, read in this scope only.
  void app.register((forms, _options, done) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, text, done) => {
        done(null, Object.fromEntries(new URLSearchParams(text as string)))
      },
    )

    /**
     * One plain post: checked like the API's (same schema, same limits, same services), then
     * answered with a page: thanks, or the form again with what was typed and why.
     */
    async function handle(
      request: IdRequest,
      reply: FastifyReply,
      show: (refused: RefusedForm | null, status?: number) => Promise<unknown>,
      run: (post: PlainPost) => Promise<{ message: string }>,
      back: { href: string; label: string },
    ) {
      // The answer page with a link back to where the form was.
      const sent = (message: string, status: number) => {
        const page: PublicPage = {
          kind: 'sent',
          message,
          backHref: back.href,
          backLabel: back.label,
        }
        return send(request, reply, page, status, null)
      }
      if (!isSameOrigin(request, [originOf(request), `${request.protocol}://${request.host}`])) {
        return sent(texts.foreignOrigin, 403)
      }
      const post = readPlainPost(request.body)
      if (!post)
        return show({ form: 'message', values: {}, errors: {}, message: texts.unknownForm })
      const errors = fieldErrors(post)
      if (errors) return show(refusedForm(post, errors, null))
      try {
        const answer = await run(post)
        return sent(answer.message, 201)
      } catch (error) {
        const refusal = refusalOf(error)
        if (!refusal) throw error
        // The API's own status and headers: a spent limit is a 429 with its Retry-After, a
        // closed alert a 409; the page shows the form again with the reason.
        reply.headers(refusal.headers)
        return show(refusedForm(post, {}, refusal.message), refusal.statusCode)
      }
    }

    forms.post<{ Params: { id: string } }>('/perdidos/:id', async (request, reply) => {
      const { id } = request.params
      const charge = () => options.visitorLimit.consume(request.ip, id.slice(0, 64))
      return handle(
        request,
        reply,
        (refused, status) => alertPage(request, reply, refused, status),
        (post) =>
          post.form === 'sighting'
            ? options.alerts.sighting(id, post.body, charge)
            : options.alerts.message(id, post.body, charge),
        { href: publicLostPetPaths.page(id), label: texts.backToAlert },
      )
    })

    forms.post<{ Params: { id: string } }>('/pet/:id', async (request, reply) => {
      const { id } = request.params
      return handle(
        request,
        reply,
        (refused, status) => petPage(request, reply, refused, status),
        async (post) => {
          if (post.form !== 'sighting') {
            const charge = () => options.visitorLimit.consume(request.ip, `pet:${id.slice(0, 64)}`)
            return options.pets.notifyOwner(id, post.body, charge)
          }
          // The pet's QR page shows its active alert's sighting form: that alert takes it.
          const alertId = (await options.pets.get(id)).activeAlert?.id
          if (!alertId) throw new HttpError(409, errorCodes.conflict, texts.noActiveAlert)
          const charge = () => options.visitorLimit.consume(request.ip, alertId)
          return options.alerts.sighting(alertId, post.body, charge)
        },
        { href: publicPetPaths.page(id), label: texts.backToPet },
      )
    })
    done()
  })
}

/** The page's ETag: the build, the status and the content, not the render's form key. */
function contentHash(buildId: string, status: number, page: PublicPage): string {
  const content = 'forms' in page ? { ...page, forms: { ...page.forms, formKey: '' } } : page
  return createHash('sha256')
    .update(`${buildId}\n${status}\n${JSON.stringify(content)}`)
    .digest('base64url')
    .slice(0, 27)
}

/**
 * Pages are made per request, so they are compressed here (the static files are compressed at
 * build time): on 2G every kilobyte of HTML is about 30 ms.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
    })
    return reply.header('Content-Encoding', 'br').send(body)
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }))
  }
  return reply.send(html)
}
