import { dirname } from 'node:path'
import type { Rolldown } from 'vite'

/**
 * How the client's modules are grouped into chunks (design.md budgets: landing ≤ 110 KiB,
 * signed-in first screen ≤ 250 KiB gzipped, held 10 KiB under by scripts/report-bundle.mjs).
 *
 * Rolldown's automatic splitting makes one chunk per set of lazy screens that share a module, so
 * a signed-in screen's first load was ~60 chunks, most under 1 KiB, each paying its own gzip
 * dictionary and import/export glue. The groups below merge, without making anyone load code
 * they did not load before:
 * - 'index': everything the entry imports statically (the landing loads all of it anyway);
 * - 'signed-in': what every signed-in screen loads whatever the screen (the app shell, the
 *   session check, the offline engine), minus anything a visitor page also uses;
 * - 'visitor-shared': what the signed-in screens share with the sign-in and sign-up pages (the
 *   REST client, the auth calls), minus what the landing uses, which stays where it was.
 * The grouping reads the static import graph from three sets of roots below; a module outside
 * them is left to automatic splitting. Each group takes its modules only
 * (includeDependenciesRecursively: false): their dependencies are in the same group, in 'index'
 * or in a chunk both sides already loaded, so no chunk is loaded earlier than before.
 */

const srcRoot = `${process.cwd().replaceAll('\\', '/')}/src/`
const fromSrc = (path: string) => srcRoot + path

/** Loaded with every signed-in screen (see signedInExtras in scripts/report-bundle.mjs). */
const SIGNED_IN_ROOTS = [
  'features/shell/AppShell.tsx',
  'sync/session-binding.ts',
  'features/auth/auth-actions.ts',
].map(fromSrc)

/** Screens a visitor without an account opens; route files count with their split component. */
const VISITOR_ROOTS = [
  'features/landing/LandingPage.tsx',
  'features/public-pet/PublicPetPage.tsx',
  ...[
    'index',
    'login',
    'register',
    'terms',
    'privacy',
    'forgot-password',
    'reset-password',
    'perdidos/$id',
    'pet/$petId',
  ].map((route) => `routes/${route}.tsx`),
].map(fromSrc)

const LANDING_ROOTS = ['features/landing/LandingPage.tsx', 'routes/index.tsx'].map(fromSrc)

/**
 * lucide-react is imported through its barrel, which re-exports ~1,700 icons: following the
 * barrel would put every icon in every set. The icons a module uses are read from its named
 * imports instead, through the barrel's own `export { default as Name } from './icons/x.mjs'`.
 */
const LUCIDE_BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g

function lucideIcons(barrelId: string, ctx: Rolldown.ChunkingContext): Map<string, string> {
  const icons = new Map<string, string>()
  const code = ctx.getModuleInfo(barrelId)?.code ?? ''
  for (const [, names = '', file = ''] of code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+\.mjs)'/g,
  )) {
    for (const name of names.matchAll(/default as (\w+)/g)) {
      icons.set(name[1] ?? '', `${dirname(barrelId)}/icons/${file}`)
    }
  }
  return icons
}

function staticClosure(roots: string[], ctx: Rolldown.ChunkingContext): Set<string> {
  let icons: Map<string, string> | undefined
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop() ?? ''
    if (seen.has(id)) continue
    const info = ctx.getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    for (const dep of info.importedIds) {
      if (!LUCIDE_BARREL.test(dep)) {
        stack.push(dep)
        continue
      }
      icons ??= lucideIcons(dep, ctx)
      for (const [, names = ''] of (info.code ?? '').matchAll(LUCIDE_IMPORT)) {
        for (const name of names.split(',')) {
          const icon = icons.get(name.trim().split(/\s+as\s+/)[0] ?? '')
          if (icon) stack.push(icon)
        }
      }
    }
    // A route's component, split off by TanStack Router's plugin (`route.tsx?tsr-split=…`).
    stack.push(...info.dynamicallyImportedIds.filter((dep) => dep.startsWith(`${id}?tsr-split`)))
  }
  return seen
}

let graph: { signedIn: Set<string>; visitor: Set<string>; landing: Set<string> } | undefined

function groupOf(id: string, ctx: Rolldown.ChunkingContext): string | null {
  graph ??= {
    signedIn: staticClosure(SIGNED_IN_ROOTS, ctx),
    visitor: staticClosure(VISITOR_ROOTS, ctx),
    landing: staticClosure(LANDING_ROOTS, ctx),
  }
  // The roots stay chunks of their own (tiny ones importing the group), so the build manifest
  // keeps an entry for each, which scripts/report-bundle.mjs reads.
  if (!graph.signedIn.has(id) || SIGNED_IN_ROOTS.includes(id)) return null
  if (!graph.visitor.has(id)) return 'signed-in'
  return graph.landing.has(id) ? null : 'visitor-shared'
}

/**
 * jsPDF imports html2canvas, DOMPurify and canvg lazily, for doc.html() and SVG pictures only,
 * which the flyer never uses. They stay the lazy chunks they are, named with this prefix, and
 * the service worker leaves them out of its precache (vite.config.ts, globIgnores).
 */
export const JSPDF_UNUSED_PREFIX = 'jspdf-unused-'
const JSPDF_UNUSED = /[\\/]node_modules[\\/](html2canvas|dompurify|canvg)[\\/]/

export const clientChunkOutput: Rolldown.OutputOptions = {
  chunkFileNames: (chunk) =>
    chunk.facadeModuleId && JSPDF_UNUSED.test(chunk.facadeModuleId)
      ? `assets/${JSPDF_UNUSED_PREFIX}[name]-[hash].js`
      : 'assets/[name]-[hash].js',
  codeSplitting: {
    groups: [
      { name: 'index', tags: ['$initial'], priority: 2 },
      {
        name: groupOf,
        debugName: 'signed-in, visitor-shared',
        priority: 1,
        includeDependenciesRecursively: false,
      },
    ],
  },
}
