import { shell } from '../../i18n/es/shell'

/** Path rules of the app shell (spec §2), kept apart from the components so tests read them. */

const TITLES: ReadonlyArray<readonly [string, string]> = [
  ['/matches', shell.titles.matches],
  ['/chat', shell.titles.chat],
  ['/profile', shell.titles.profile],
  ['/settings', shell.titles.settings],
  ['/services', shell.titles.services],
]

const FULL_HEIGHT_PATHS = [
  '/add-pet',
  '/settings',
  '/profile',
  '/lost-pets',
  '/reproductive-health',
  '/funeral-services',
]

/** '/matches' and '/matches/' are the same screen. */
function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export function headerTitle(pathname: string): string {
  const path = normalize(pathname)
  return TITLES.find(([prefix]) => path === prefix)?.[1] ?? shell.titles.home
}

/** The chat screen of one match draws its own header (pet, owner, options). */
export function isHeaderHidden(pathname: string): boolean {
  return pathname.startsWith('/chat/') && normalize(pathname) !== '/chat'
}

export function isBottomNavHidden(pathname: string): boolean {
  return pathname.startsWith('/chat/') && normalize(pathname) !== '/chat'
}

export function hasBackButton(pathname: string): boolean {
  return normalize(pathname) !== '/'
}

export function isFullHeightLayout(pathname: string): boolean {
  return FULL_HEIGHT_PATHS.includes(normalize(pathname))
}
