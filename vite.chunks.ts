import { dirname } from 'node:path'
import type { Rolldown } from 'vite'
import { FEATURE_INDEX, takenFromIndex } from './vite.feature-index.ts'

/**
 * How the browser's modules are grouped into chunks (design.md budgets: landing ≤ 110 KiB,
 * signed-in first screen ≤ 250 KiB gzipped; scripts/report-bundle.mjs prints both).
 *
 * Rolldown's automatic splitting makes one chunk per set of lazy screens that share a module, so
 * a signed-in screen's first load was ~55 chunks, most under 1 KiB, each paying its own gzip
 * dictionary and import/export glue. The groups below merge what is always loaded together, so
 * no page loads a module it did not load before:
 * - 'index': everything the entry imports statically, and what every page loads whatever the
 *   page (the icon runtime): every page loads all of it anyway;
 * - 'signed-in': what every signed-in screen loads whatever the screen (the app shell, the
 *   session check, the offline engine) and no visitor page uses;
 * - 'shared~…': what every signed-in screen shares with visitor pages, one chunk per set of
 *   those pages (the REST client with sign-in and sign-up, …);
 * - 'ui-kit', 'map-glue', '…-data': small modules that the screens using them load together.
 * The sets come from the static import graph below the roots listed here (through a feature's
 * index, only what is used); a module in none of them is left to automatic splitting. A group takes its modules only
 * (includeDependenciesRecursively: false): their dependencies are in a group loaded with it or
 * in 'index', so a visitor page never imports 'signed-in' (the report checks that).
 */

const srcRoot = `${process.cwd().replaceAll('\\', '/')}/src/`
const fromSrc = (path: string) => srcRoot + path

/** Loaded with every signed-in screen (signedInExtras in scripts/report-bundle.mjs). */
const SIGNED_IN_ROOTS = [
  'features/shell/AppShell.tsx',
  'sync/session-binding.ts',
  'features/auth/auth-actions.ts',
].map(fromSrc)

/**
 * The pages a visitor without an account opens, each with the roots of its first load (route
 * files count with their split component). '/' and /pet/$petId render for both kinds of caller.
 */
const VISITOR_PAGES: Record<string, string[]> = {
  landing: ['routes/index.tsx', 'features/landing/LandingPage.tsx'],
  'public-pet': ['routes/pet/$petId.tsx', 'features/public-pet/PublicPetPage.tsx'],
  'lost-pet': ['routes/perdidos/$id.tsx'],
  ...Object.fromEntries(
    [
      'login',
      'register',
      'terms',
      'privacy',
      'forgot-password',
      'reset-password',
      'confirm-email',
    ].map((page) => [page, [`routes/${page}.tsx`]]),
  ),
}

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

/** The icon modules `info` imports by name from lucide's barrel (`icons`: name → file). */
function iconsNamedBy(info: Rolldown.ModuleInfo, icons: Map<string, string>): string[] {
  return [...(info.code ?? '').matchAll(LUCIDE_IMPORT)].flatMap(([, names = '']) =>
    names.split(',').flatMap((name) => {
      const icon = icons.get(name.trim().split(/\s+as\s+/)[0] ?? '')
      return icon ? [icon] : []
    }),
  )
}

function staticClosure(
  roots: string[],
  ctx: Rolldown.ChunkingContext,
  { withRouteSplits = true } = {},
): Set<string> {
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
      // A feature index brings only the modules whose exports are used (vite.feature-index.ts).
      if (FEATURE_INDEX.test(dep)) {
        stack.push(...(takenFromIndex(info, dep, ctx) ?? [dep]))
        continue
      }
      if (!LUCIDE_BARREL.test(dep)) {
        stack.push(dep)
        continue
      }
      icons ??= lucideIcons(dep, ctx)
      stack.push(...iconsNamedBy(info, icons))
    }
    // A route's component, split off by TanStack Router's plugin (`route.tsx?tsr-split=…`).
    if (!withRouteSplits) continue
    stack.push(...info.dynamicallyImportedIds.filter((dep) => dep.startsWith(`${id}?tsr-split`)))
  }
  return seen
}

/**
 * The lucide icons the modules `ids` draw, found by the names they import (through the barrel),
 * not by the icons' file names, which lucide renames between releases (the alert circle was
 * `alert-circle.mjs`, then `circle-alert.mjs`, then `circle-exclamation-point.mjs`).
 */
function iconsDrawnBy(ids: Iterable<string>, ctx: Rolldown.ChunkingContext): string[] {
  return [...ids].flatMap((id) => {
    const info = ctx.getModuleInfo(id)
    const barrel = info?.importedIds.find((dep) => LUCIDE_BARREL.test(dep))
    return info && barrel ? iconsNamedBy(info, lucideIcons(barrel, ctx)) : []
  })
}

/**
 * The ui kit's form pieces travel as one chunk: a page with a form uses its field and notice
 * together, and split by the page sets below they made chunks under 1 KiB, each with its own
 * glue. (DialogActions stays out: only signed-in dialogs use it.)
 */
const UI_KIT = new Set(['ui/Notice.tsx', 'ui/TextField.tsx'].map(fromSrc))
/**
 * The button goes with the entry: nearly every page shows one, and in the ui kit it would bring
 * the form pieces to the pages that show a button and no form (the services, the found-pet page).
 */
const WITH_ENTRY = new Set(['ui/Button.tsx'].map(fromSrc))
/**
 * The pending mark of a write still in the queue goes with every signed-in screen, as the rest of
 * the offline engine's face (the connection banner): the screens that show it (a pet card, a lost
 * pet, a cycle record) load it at once, and on its own it was one more chunk on each.
 */
const WITH_SIGNED_IN = new Set(['features/offline/PendingBadge.tsx'].map(fromSrc))

/**
 * The first pulls a new device sends before the offline engine opens (src/sync/early-pulls.ts),
 * with the little they need of their own, travel with the REST client they use: in 'signed-in'
 * they would wait for the whole engine to download, and the REST client's chunk is on every
 * signed-in first load already, and on the sign-in pages, where a sign-in then starts them at
 * once. Apart, they were one more chunk on every signed-in first load.
 */
const EARLY_PULLS = new Set(
  [
    'src/sync/early-pulls.ts',
    'src/sync/pull-request.ts',
    'src/sync/background-feeds.ts',
    'src/db/database-names.ts',
    'server/contract/sync.contract.ts',
    'server/contract/sync.endpoints.ts',
  ].map((path) => `${process.cwd().replaceAll('\\', '/')}/${path}`),
)

/**
 * Modules that lazy screens load together travel as one chunk each, like the ui kit: split by the
 * sets of screens that import each of them (a feature's index brings each importer only what it
 * uses), the map's placeholders and static map, and a feature's data layer (its repo, hooks,
 * actions, texts and endpoints), made chunks of a few hundred bytes, each with its own glue.
 */
const TRAVEL_TOGETHER: [string, RegExp][] = [
  [
    'map-glue',
    /[\\/]src[\\/](features[\\/]map[\\/](LazyMap|LazyAreaMap|StaticMap|static-map-sources|map-constants)\.tsx?|i18n[\\/]es[\\/]map\.ts)$/,
  ],
  [
    'pets-data',
    /[\\/](src[\\/]features[\\/]pets[\\/][\w.-]+|src[\\/]i18n[\\/]es[\\/]pets|server[\\/]contract[\\/]pets\.(messages|endpoints))\.ts$/,
  ],
  [
    'discover-data',
    /[\\/](src[\\/]features[\\/]discover[\\/][\w.-]+|src[\\/]i18n[\\/]es[\\/]discover|server[\\/]contract[\\/]discover\.endpoints)\.ts$/,
  ],
  [
    'matching-data',
    /[\\/](src[\\/]features[\\/]matching[\\/]([\w.-]+\.ts|SwipeActions\.tsx)|src[\\/]i18n[\\/]es[\\/]matching\.ts)$/,
  ],
  [
    'account-data',
    /[\\/](src[\\/]features[\\/]account[\\/](account\.actions|profile\.repo|profile-changes|use-my-profile)|server[\\/]contract[\\/](users\.(messages|endpoints)|privacy\.messages))\.ts$/,
  ],
]

const travelGroupOf = (id: string) =>
  TRAVEL_TOGETHER.find(([, pattern]) => pattern.test(id))?.[0] ?? null

let graph:
  | {
      entry: Set<string>
      signedIn: Set<string>
      visitorPages: [string, Set<string>][]
      uiKit: Set<string>
    }
  | undefined

function pageGraph(ctx: Rolldown.ChunkingContext) {
  graph ??= {
    // The route files are the entry's; the screens they split off load lazily.
    entry: staticClosure([`${process.cwd()}/index.html`, fromSrc('main.tsx')], ctx, {
      withRouteSplits: false,
    }),
    signedIn: staticClosure(SIGNED_IN_ROOTS, ctx),
    visitorPages: Object.entries(VISITOR_PAGES).map(([page, roots]) => [
      page,
      staticClosure(roots.map(fromSrc), ctx),
    ]),
    // With the alert circle beside a field's or a notice's error: on its own it was a fourth
    // chunk.
    uiKit: new Set([...UI_KIT, ...iconsDrawnBy(UI_KIT, ctx)]),
  }
  return graph
}

/**
 * 'index' for what the entry imports statically and for what every page loads whatever the page
 * (the icon runtime): apart from the entry, that would be one more chunk on every first load,
 * which every icon's chunk would import under a name listing every page.
 */
function entryGroupOf(id: string, ctx: Rolldown.ChunkingContext): string | null {
  const { entry, signedIn, visitorPages } = pageGraph(ctx)
  if (entry.has(id) || WITH_ENTRY.has(id)) return 'index'
  const isOnEveryPage = signedIn.has(id) && visitorPages.every(([, modules]) => modules.has(id))
  return isOnEveryPage ? 'index' : null
}

/**
 * 'signed-in' for a module every signed-in screen loads and no visitor page does; for one that
 * visitor pages load too, a chunk per set of such pages ('shared~login~register'), so that each
 * of them still loads only what it uses; for the rest, a chunk of modules that travel together,
 * or null (automatic splitting).
 */
function groupOf(id: string, ctx: Rolldown.ChunkingContext): string | null {
  const { signedIn, visitorPages, uiKit } = pageGraph(ctx)
  if (uiKit.has(id)) return 'ui-kit'
  if (EARLY_PULLS.has(id)) return groupOf(fromSrc('api/http.ts'), ctx)
  if (WITH_SIGNED_IN.has(id)) return 'signed-in'
  if (!signedIn.has(id)) return travelGroupOf(id)
  const pages = visitorPages.filter(([, modules]) => modules.has(id)).map(([page]) => page)
  return pages.length === 0 ? 'signed-in' : ['shared', ...pages].join('~')
}

/**
 * jsPDF imports html2canvas, DOMPurify and canvg lazily, for doc.html() and SVG pictures only,
 * which the flyer never uses. They stay the lazy chunks they are, named with this prefix, and
 * the service worker leaves them out of its precache (vite.config.ts, globIgnores).
 */
export const JSPDF_UNUSED_PREFIX = 'jspdf-unused-'
const JSPDF_UNUSED = /[\\/]node_modules[\\/](html2canvas|dompurify|canvg)[\\/]/

/** socket.io-client, loaded after the first screen (src/sync/socket.ts); its entry is 'esm'. */
const SOCKET_IO = /[\\/]node_modules[\\/]socket\.io-client[\\/]/

export const clientChunkOutput: Rolldown.OutputOptions = {
  chunkFileNames: (chunk) => {
    const facade = chunk.facadeModuleId ?? ''
    if (JSPDF_UNUSED.test(facade)) return `assets/${JSPDF_UNUSED_PREFIX}[name]-[hash].js`
    if (SOCKET_IO.test(facade)) return 'assets/socket.io-client-[hash].js'
    return 'assets/[name]-[hash].js'
  },
  codeSplitting: {
    groups: [
      { name: entryGroupOf, debugName: 'index', priority: 2 },
      {
        name: groupOf,
        debugName: 'signed-in, shared~…',
        priority: 1,
        includeDependenciesRecursively: false,
      },
    ],
  },
}
