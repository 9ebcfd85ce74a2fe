import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import { hasSignedInHint, withSignedInClass } from '../contract/signed-in-hint.js'
import { readPreloadPlan, patternOf, withPreloads, type PreloadPlan } from './app-preloads.js'
import { sendError } from './error-handler.js'

export interface StaticFilesOptions {
  /** the built PWA (vite's dist/) */
  staticDir: string
  /** DATA_DIR/uploads */
  uploadsDir: string
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Uploaded images get fresh names when replaced, so a day of caching is safe.
const UPLOADS_CACHE = 'public, max-age=86400'

// Unstyled on purpose: the CSP (security-headers.ts) refuses inline styles, and this page has
// no stylesheet of its own to load.
const notBuiltPage = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Huellitas: falta compilar la aplicación</title></head>
<body>
<h1>La aplicación web todavía no está compilada</h1>
<p>El servidor y la API funcionan, pero no se encontró la aplicación compilada.</p>
<p>Ejecuta <code>npm run build</code> y vuelve a cargar esta página.</p>
</body>
</html>
`

/** Paths the SPA never owns: a miss there is a real 404, not a client-side route. */
function isServerPath(path: string): boolean {
  return /^\/(api|uploads|map|socket\.io)(\/|$)/.test(path)
}

/**
 * index.html with `<html class="hl-signed-in">`, for a browser whose cookie hint says it holds
 * a session: its skeleton then shows the signed-in frame (contract/signed-in-hint.ts), and its
 * head preloads what the requested screen imports (app-preloads.ts). Built again only when the
 * build changes the page, once per screen.
 */
function signedInPages(staticDir: string): (path: string) => string {
  const indexPath = join(staticDir, 'index.html')
  let cached: { mtimeMs: number; plan: PreloadPlan; pages: Map<string, string> } | null = null
  return (path) => {
    const { mtimeMs } = statSync(indexPath)
    if (cached?.mtimeMs !== mtimeMs) {
      const plan = readPreloadPlan(join(staticDir, '.vite', 'signed-in-preloads.json'))
      cached = { mtimeMs, plan, pages: new Map() }
    }
    const pattern = patternOf(cached.plan, path) ?? ''
    let page = cached.pages.get(pattern)
    if (page === undefined) {
      const html = withSignedInClass(readFileSync(indexPath, 'utf8'))
      page = withPreloads(html, cached.plan.get(pattern) ?? [])
      cached.pages.set(pattern, page)
    }
    return page
  }
}

/** A missing /assets/old-hash.js must be a 404: answering HTML would be cached as the script. */
function looksLikeFile(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1)
  return lastSegment.includes('.')
}

/**
 * The built PWA at `/` with the SPA fallback (client routes such as /login answer index.html),
 * and user uploads at `/uploads/`. Hashed assets are cached for a year; everything else is
 * revalidated (index.html and sw.js above all: a stale copy would pin users to an old release).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: StaticFilesOptions,
): Promise<void> {
  const { staticDir, uploadsDir } = options
  const assetsPrefix = join(staticDir, 'assets') + sep
  const indexPath = join(staticDir, 'index.html')
  mkdirSync(uploadsDir, { recursive: true })

  // Checked per request until found: a build that finishes after start is picked up.
  let hasIndex = existsSync(indexPath)
  if (!hasIndex) {
    app.log.warn({ staticDir }, 'no built client (index.html) in STATIC_DIR: run `npm run build`')
  }

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    // '/' is a page of its own (modules/public-pages), like every other client path.
    index: false,
    // The server's own build (dist/server, the public pages' renderer in dist/.ssr) and the
    // build's manifests sit in dist/ too: never served as files.
    allowedPath: (pathName) => !/^\/(server|\.[^/]*)(\/|$)/.test(pathName),
    // send's default Cache-Control would override setHeaders, so it is set here alone.
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', filePath.startsWith(assetsPrefix) ? IMMUTABLE : 'no-cache')
      // The page differs with the signed-in hint: a cache must not hand one to the other.
      res.setHeader('Vary', filePath === indexPath ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
    },
  })

  const readSignedInPage = signedInPages(staticDir)
  /** The app's page: with the signed-in skeleton when the request's cookie hint asks for it. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasSignedInHint(request.headers.cookie)) return reply.code(200).sendFile('index.html')
    return reply
      .code(200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(readSignedInPage(request.url.split('?')[0] ?? '/'))
  }

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', UPLOADS_CACHE)
    },
  })

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD'
    if (!isPageRequest || isServerPath(path) || looksLikeFile(path)) {
      return sendError(reply, 404, errorCodes.notFound, serverMessages.notFound)
    }
    hasIndex ||= existsSync(indexPath)
    if (!hasIndex) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage)
    }
    return sendPage(request, reply)
  })
}
