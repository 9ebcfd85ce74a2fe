import { dirname, resolve } from 'node:path'
import type { Rolldown } from 'vite'

/**
 * A feature's index.ts (its only way in, conventions.md 'Layout') holds re-exports and nothing
 * else (test/architecture/feature-index.test.ts fails otherwise), so the builds declare it free of
 * side effects: an importer then gets only the modules whose exports it uses. Without that, an
 * index is one module graph, and each re-exported module that Rolldown cannot prove pure (a
 * `lazy()` at load, a schema built at load) ran and was bundled with every importer of the index:
 * sign-in's forms in /settings, the public alert page in the visitor's pet page.
 *
 * Only the index itself is declared pure: a module it re-exports keeps its side effects (a CSS
 * import, a store created at load), which run wherever one of its exports is used.
 */
export const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/

export const featureIndexTreeshake = {
  moduleSideEffects: [{ test: FEATURE_INDEX, sideEffects: false }],
} satisfies Rolldown.InputOptions['treeshake']

// `import { A, type B } from '…'`, `export { A } from '…'`, and any other clause before `from`
// (a default or namespace import: one line, then at most one `{ … }`).
const FROM_CLAUSE =
  /(?:^|[;\n])\s*(import|export)\s+([^'";{}\n]*?(?:\{[^}]*\})?)\s*from\s*["']([^"']+)["']/g
const NAMED = /^(type\s+)?\{([^}]*)\}$/

const withoutExtension = (id: string) => id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '')

/** The names of a `{ … }` clause as the module that declares them calls them (before `as`). */
function sourceNames(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('type '))
    .map((entry) => entry.split(/\s+as\s+/)[0] ?? '')
}

/** The names a `{ … }` clause exports (after `as`). */
function exportedNames(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('type '))
    .map((entry) => entry.split(/\s+as\s+/).pop() ?? '')
}

/** The module a relative specifier of `from` names among the ids it imports. */
function resolvedAmong(from: Rolldown.ModuleInfo, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const target = resolve(dirname(from.id), specifier)
  return from.importedIds.find((id) => [target, `${target}/index`].includes(withoutExtension(id)))
}

/**
 * The modules `importer` takes from the feature index `indexId`: the ones re-exporting the names
 * it imports from there. null when the code does not say (a namespace or default import, an
 * `export *`, a name re-exported through an alias): the caller then follows the whole index.
 */
export function takenFromIndex(
  importer: Rolldown.ModuleInfo,
  indexId: string,
  ctx: Rolldown.ChunkingContext,
): string[] | null {
  const index = ctx.getModuleInfo(indexId)
  if (!index?.code || !importer.code) return null
  const sourceOf = new Map<string, string>()
  for (const [, keyword, clause = '', specifier = ''] of index.code.matchAll(FROM_CLAUSE)) {
    const named = NAMED.exec(clause)
    if (keyword !== 'export' || !named) return null
    if (named[1]) continue
    const source = resolvedAmong(index, specifier)
    for (const name of exportedNames(named[2] ?? '')) if (source) sourceOf.set(name, source)
  }
  const taken = new Set<string>()
  const indexPath = withoutExtension(indexId)
  for (const [, , clause = '', specifier = ''] of importer.code.matchAll(FROM_CLAUSE)) {
    if (!specifier.startsWith('.')) continue
    const target = resolve(dirname(importer.id), specifier)
    if (target !== dirname(indexId) && target !== indexPath) continue
    const named = NAMED.exec(clause)
    if (!named) return null
    if (named[1]) continue
    for (const name of sourceNames(named[2] ?? '')) {
      const source = sourceOf.get(name)
      if (!source) return null
      taken.add(source)
    }
  }
  return [...taken]
}
