import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { projectRoot } from './server-process'

/**
 * Helpers of the map e2e tests: a browser context cut off from every host but this machine's
 * (the basemap must come from our own server), a count of WebGL contexts, and pixel counts
 * of what a map region shows on screen (a screenshot: the interactive map does not keep its
 * drawing buffer, so the canvas cannot be read back from the page).
 */
export const isLocalUrl = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost'

/** Aborts every request to another host; returns the list of what was aborted. */
export async function cutOffInternet(context: BrowserContext): Promise<string[]> {
  const aborted: string[] = []
  await context.route(
    (url) => !isLocalUrl(url),
    (route) => {
      aborted.push(route.request().url())
      return route.abort('internetdisconnected')
    },
  )
  return aborted
}

declare global {
  interface Window {
    webglContexts?: number
    mapCspViolations?: string[]
  }
}

/** Init script: counts canvases that got a WebGL context, and records CSP violations. */
export function instrumentPage() {
  const seen = new WeakSet<HTMLCanvasElement>()
  window.webglContexts = 0
  window.mapCspViolations = []
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(this) below
  const original = HTMLCanvasElement.prototype.getContext
  HTMLCanvasElement.prototype.getContext = function (
    this: HTMLCanvasElement,
    type: string,
    ...rest: unknown[]
  ) {
    const context = (original as (...args: unknown[]) => unknown).call(this, type, ...rest)
    if (context && /webgl/.test(type) && !seen.has(this)) {
      seen.add(this)
      window.webglContexts = (window.webglContexts ?? 0) + 1
    }
    return context
  } as typeof original
  document.addEventListener('securitypolicyviolation', (event) => {
    window.mapCspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
  })
}

/**
 * Console errors and page errors of a page, as they come. Chromium logs a failed load of a
 * request the test aborted on purpose (`cutOffInternet`) as an error: those are left out.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const source = message.location().url
    if (/^Failed to load resource/.test(message.text()) && source && !isLocalUrl(new URL(source))) {
      return
    }
    errors.push(`${message.text()} @ ${source}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

export interface Rgb {
  r: number
  g: number
  b: number
}

export function hexColor(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 }
}

/** How many of the element's screen pixels are within `tolerance` of each colour, and in all. */
export async function pixelCounts<K extends string>(
  element: Locator,
  colors: Record<K, Rgb>,
  tolerance = 12,
): Promise<{ total: number; counts: Record<K, number> }> {
  const png = await element.screenshot()
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const entries = Object.entries(colors) as [K, Rgb][]
  const counts = Object.fromEntries(entries.map(([name]) => [name, 0])) as Record<K, number>
  for (let i = 0; i < data.length; i += info.channels) {
    for (const [name, color] of entries) {
      if (
        Math.abs((data[i] ?? 0) - color.r) <= tolerance &&
        Math.abs((data[i + 1] ?? 0) - color.g) <= tolerance &&
        Math.abs((data[i + 2] ?? 0) - color.b) <= tolerance
      ) {
        counts[name] += 1
      }
    }
  }
  return { total: info.width * info.height, counts }
}

/** The built file of a source module (Vite's manifest), e.g. the static-map renderer's chunk. */
export function builtFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(join(projectRoot, 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>
  const entry = manifest[source]
  if (!entry) throw new Error(`${source} is not in the build (npm run build?)`)
  return `/${entry.file}`
}
