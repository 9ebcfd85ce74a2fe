import type { ReactNode } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useSession } from '../../session/use-session'
import { ConnectionBanner } from '../offline'
import { lazyBackground } from '../../ui/lazy-background'
import { InstallPromptHost } from '../pwa'
import { afterFirstContent } from './after-first-content'
import { AppHeader } from './AppHeader'
import { BottomNav } from './BottomNav'
import { isBottomNavHidden, isFullHeightLayout, isHeaderHidden } from './shell-paths'

/**
 * The signed-in frame: header and bottom navigation stay put while the content between them
 * scrolls. Loaded lazily by the root route, only for signed-in users.
 *
 * Two layouts: most screens get a centred phone-width column that fills the height (the swipe
 * stack needs it); the spec's full-height screens (forms, profile, long lists) get the whole
 * width and simply scroll. Screens add their own padding.
 */
// Each one a chunk of its own, loaded after the screen's first content (after-first-content.ts);
// one that cannot load (offline before the service worker holds it) leaves the screen alone and
// loads later (ui/lazy-background).
const background =
  <T,>(load: () => Promise<T>) =>
  () =>
    afterFirstContent().then(load)
// Spec §4: location tracking goes on whatever screen is open.
const LocationTrackerHost = lazyBackground(
  background(() => import('../account/LocationTrackerHost')),
)
// A match already shown in '¡Es un Match!' has its notification read.
const MatchNotifierHost = lazyBackground(background(() => import('../matching/MatchNotifierHost')))
// Synced alerts' photos and maps are kept for /lost-pets offline.
const LostPetsKeeperHost = lazyBackground(
  background(() => import('../lost-pets/LostPetsKeeperHost')),
)
// The notification settings' last copy is kept for offline.
const PreferencesKeeperHost = lazyBackground(
  background(() => import('../push/PreferencesKeeperHost')),
)
// The pet forms' personality catalogue is kept for offline.
const PersonalitiesKeeperHost = lazyBackground(
  background(() => import('../pets/PersonalitiesKeeperHost')),
)
// Own and connected pets' pictures are kept for offline.
const PetPhotosKeeperHost = lazyBackground(background(() => import('../pets/PetPhotosKeeperHost')))

export default function AppShell({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const { user } = useSession()
  if (!user) return <>{children}</>
  const isFullHeight = isFullHeightLayout(pathname)
  const hasHeader = !isHeaderHidden(pathname)
  return (
    <div className="flex h-dvh flex-col bg-gray-50">
      {hasHeader ? <AppHeader pathname={pathname} user={user} /> : null}
      <ConnectionBanner isAtTop={!hasHeader} />
      <main
        data-layout={isFullHeight ? 'full-height' : 'centered'}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)]"
      >
        {isFullHeight ? (
          <div className="min-h-full">{children}</div>
        ) : (
          // Without the shell's header (a chat) the screen is exactly the height left, so its
          // own header and composer stay in view and only its message list scrolls.
          <div
            className={`mx-auto flex w-full max-w-lg flex-col ${hasHeader ? 'min-h-full' : 'h-full'}`}
          >
            {children}
          </div>
        )}
      </main>
      {/* In the flow, not floating: the content shrinks rather than being covered. */}
      <InstallPromptHost isInline />
      {isBottomNavHidden(pathname) ? null : <BottomNav />}
      <LocationTrackerHost />
      <MatchNotifierHost />
      <LostPetsKeeperHost />
      <PreferencesKeeperHost />
      <PersonalitiesKeeperHost />
      <PetPhotosKeeperHost />
    </div>
  )
}
