import { readFileSync } from 'node:fs'
import { isChunkPath, PRELOADS_ELEMENT_ID } from '../contract/screen-preloads.js'

/**
 * The chunks a signed-in screen imports beyond the entry, as a list in its document that the
 * entry turns into `<link rel=modulepreload>` tags (src/screen-preloads.ts). Without them a new device fetches the app one import level at a time (the
 * entry, then the signed-in core, then the route, then its screen, then the socket), each level
 * a round trip after the previous one has been parsed: on 3G that chain, not the bytes, is most
 * of the wait for the first card. With them every level downloads as soon as the entry runs.
 *
 * The lists come from the build (scripts/report-bundle.mjs writes them beside the manifest, from
 * the same closure it holds to the budgets), keyed by route pattern ('/chat/:matchId'). A
 * returning user never sees them: the service worker answers from its precache.
 */
export type PreloadPlan = ReadonlyMap<string, readonly string[]>

/** Reads the build's plan; an older build without one gives no preloads, not an error. */
export function readPreloadPlan(file: string): PreloadPlan {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return new Map()
  }
  if (!parsed || typeof parsed !== 'object') return new Map()
  const plan = new Map<string, string[]>()
  for (const [pattern, files] of Object.entries(parsed)) {
    if (!Array.isArray(files)) continue
    const safe = files.filter(
      (file): file is string => typeof file === 'string' && isChunkPath(`/${file}`),
    )
    plan.set(pattern, safe)
  }
  return plan
}

/** The pattern a path falls under: ':name' matches one segment; the most literal one wins. */
export function patternOf(plan: PreloadPlan, path: string): string | null {
  const segments = path.split('/').filter(Boolean)
  let best: { pattern: string; literals: number } | null = null
  for (const pattern of plan.keys()) {
    const parts = pattern.split('/').filter(Boolean)
    if (parts.length !== segments.length) continue
    let literals = 0
    const matches = parts.every((part, index) => {
      if (part.startsWith(':')) return segments[index] !== ''
      literals += 1
      return part === segments[index]
    })
    if (matches && (!best || literals > best.literals)) best = { pattern, literals }
  }
  return best?.pattern ?? null
}

/**
 * The document with the pattern's list in an inert JSON block at the end of its head. Not as
 * `<link rel=modulepreload>` tags: the preload scanner would start them all with the document,
 * and on a slow link sixty chunks sharing it delayed the stylesheet, so the skeleton's first
 * paint came 0.9 s later. The entry starts them once it runs, after that paint.
 */
export function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html
  // Every name passed readPreloadPlan's pattern: no '<' can close the block early.
  const list = JSON.stringify(files.map((file) => `/${file}`))
  const block = `<script type="application/json" id="${PRELOADS_ELEMENT_ID}">${list}</script>`
  return html.replace('</head>', `  ${block}\n  </head>`)
}
