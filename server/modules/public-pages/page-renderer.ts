import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PublicPage } from '../../contract/public-page.js'
import { pageDocument, type DocumentParts } from './page-document.js'

/**
 * The server's side of the public pages: the client build's template (public-page.html), the
 * Vite SSR build of the same React components (`.ssr/entry-server.js`) and each page kind's
 * critical CSS (`.ssr/critical-css.json`), all under STATIC_DIR (a dot folder, which the static
 * files never serve) and read again after a rebuild.
 */
export const SSR_DIR = '.ssr'
export const CRITICAL_CSS_FILE = 'critical-css.json'
const TEMPLATE = 'public-page.html'

interface Build {
  /** changes with every build: part of every page's ETag */
  id: string
  template: string
  render: (page: PublicPage) => string
  criticalCss: Partial<Record<PublicPage['kind'], string>>
  /** each kind's critical CSS as its CSP source, hashed once per build */
  styleSources: Partial<Record<PublicPage['kind'], string>>
}

export interface RenderedPage {
  html: string
  /** the inline style's CSP source ('sha256-…'), or null when the page has none */
  styleSource: string | null
  buildId: string
}

export const cssSource = (css: string) =>
  `'sha256-${createHash('sha256').update(css).digest('base64')}'`

export function createPageRenderer(staticDir: string) {
  const templatePath = join(staticDir, TEMPLATE)
  const ssrDir = join(staticDir, SSR_DIR)
  let build: { mtimeMs: number; value: Build } | null = null

  async function current(): Promise<Build | null> {
    let mtimeMs: number
    try {
      mtimeMs = (await stat(templatePath)).mtimeMs
    } catch {
      return null
    }
    if (build?.mtimeMs === mtimeMs) return build.value
    const template = await readFile(templatePath, 'utf8')
    const entry = pathToFileURL(join(ssrDir, 'entry-server.js')).href
    // A query per build: the module of a newer build is a new module, not the cached one.
    const module = (await import(`${entry}?build=${mtimeMs}`)) as {
      renderPublicPage: Build['render']
    }
    const criticalCss = JSON.parse(
      await readFile(join(ssrDir, CRITICAL_CSS_FILE), 'utf8').catch(() => '{}'),
    ) as Build['criticalCss']
    const id = createHash('sha256').update(template).update(String(mtimeMs)).digest('base64url')
    const styleSources = Object.fromEntries(
      Object.entries(criticalCss).map(([kind, css]) => [kind, cssSource(css)]),
    ) as Build['styleSources']
    build = {
      mtimeMs,
      value: {
        id: id.slice(0, 16),
        template,
        render: module.renderPublicPage,
        criticalCss,
        styleSources,
      },
    }
    return build.value
  }

  return {
    /** Null when the client is not built (the static files answer with their own page). */
    async render(page: PublicPage, head: DocumentParts['head']): Promise<RenderedPage | null> {
      const value = await current()
      if (!value) return null
      const criticalCss = value.criticalCss[page.kind] ?? null
      const html = pageDocument(value.template, {
        markup: value.render(page),
        page,
        head,
        criticalCss,
      })
      return { html, styleSource: value.styleSources[page.kind] ?? null, buildId: value.id }
    },
  }
}

export type PageRenderer = ReturnType<typeof createPageRenderer>
