import { Bell, Compass, Heart, Search, Settings, Star, User } from 'lucide-react'
import { common } from '../../i18n/es/common'
import { shell } from '../../i18n/es/shell'

const TAB_ICONS = [
  [shell.tabs.explore, Compass],
  [shell.tabs.matches, Heart],
  [shell.tabs.favorites, Star],
  [shell.tabs.lostPets, Search],
  [shell.tabs.profile, User],
] as const

const BLOCK = 'bg-gray-200 motion-safe:animate-pulse'
// Shown only when <html> says a session exists (styles.css: the `signed-in` variant).
const SIGNED_IN_ONLY = 'hidden signed-in:flex'

/**
 * The frame of the app before any script runs: the source of index.html's #app-skeleton
 * (ShellSkeleton.test.tsx keeps the two equal and rewrites index.html on request). The app
 * never renders it: the browser paints it with the HTML and the CSS alone, and styles.css hides
 * it once React has rendered anything into #root, its sibling. Until then (the shell's or a
 * screen's chunk loading, the Suspense fallbacks render nothing) it stays, so the landing page
 * costs no bytes for it and nothing jumps between the skeleton and the shell.
 *
 * The same classes as AppShell, AppHeader and BottomNav give the same heights (header h-14,
 * navigation h-16). A visitor's page (/login, /terms…) gets the neutral part only: the brand
 * bar and grey blocks. The bottom navigation and the header's buttons are the signed-in app's,
 * so they show only under `<html class="hl-signed-in">`, which the server and the service
 * worker add from the cookie hint (server/contract/signed-in-hint.ts) and the page itself as
 * soon as its script runs (session-store.ts). Nothing in it is interactive: it is a picture
 * of the frame, hidden from screen readers, which hear one 'Cargando...' instead.
 */
export function ShellSkeleton() {
  return (
    <div className="flex h-dvh flex-col bg-gray-50" aria-busy="true">
      <p role="status" className="sr-only">
        {common.loading}
      </p>
      <div
        aria-hidden="true"
        className="shrink-0 border-b border-gray-100 bg-white/95 pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] backdrop-blur"
      >
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-1 px-3">
          <p className="ml-1 min-w-0 truncate text-base font-bold text-brand-600 min-[360px]:text-lg">
            {shell.titles.home}
          </p>
          <div className={`ml-auto shrink-0 items-center text-gray-600 ${SIGNED_IN_ONLY}`}>
            <span className="p-2">
              <Bell className="h-5 w-5" />
            </span>
            <span className="p-2">
              <Settings className="h-5 w-5" />
            </span>
          </div>
        </div>
      </div>
      <div aria-hidden="true" className="min-h-0 flex-1 overflow-hidden">
        <div className="mx-auto flex min-h-full w-full max-w-lg flex-col gap-3 px-4 py-3">
          <div className="flex items-center gap-2">
            <span className={`h-11 w-11 rounded-full ${BLOCK}`} />
            <span className={`h-11 w-11 rounded-full ${BLOCK}`} />
            <span className={`ml-auto h-8 w-28 rounded-full ${BLOCK}`} />
          </div>
          <div className="flex flex-1 flex-col gap-4">
            <div className={`min-h-[22rem] flex-1 rounded-3xl ${BLOCK}`} />
            <div className="flex items-center justify-center gap-5">
              <span className={`h-14 w-14 rounded-full ${BLOCK}`} />
              <span className={`h-12 w-12 rounded-full ${BLOCK}`} />
              <span className={`h-14 w-14 rounded-full ${BLOCK}`} />
            </div>
          </div>
        </div>
      </div>
      <div
        aria-hidden="true"
        className={`shrink-0 border-t border-gray-100 bg-white pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] ${SIGNED_IN_ONLY}`}
      >
        <ul className="mx-auto flex h-16 w-full max-w-3xl items-stretch">
          {TAB_ICONS.map(([label, Icon]) => (
            <li
              key={label}
              className="flex flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium text-gray-500"
            >
              <span className="rounded-full px-4 py-1">
                <Icon className="h-5 w-5" />
              </span>
              {label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
