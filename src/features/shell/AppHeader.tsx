import { lazy, Suspense, useState } from 'react'
import { Crown, Settings } from 'lucide-react'
import type { PublicUser } from '@contract/auth.contract'
import { isSubscriptionActive } from '@contract/premium-status'
import { shell } from '../../i18n/es/shell'
import { NotificationBell } from '../notifications'
import { InstallButton } from '../pwa'
import { BackButton } from './BackButton'
import { hasBackButton, headerTitle } from './shell-paths'
import { Button } from '../../ui/Button'

// Loaded on the first tap: the settings form stays out of every first load.
const NotificationSettingsDialog = lazy(() => import('../push/NotificationSettingsDialog'))

interface AppHeaderProps {
  pathname: string
  user: PublicUser
}

export function AppHeader({ pathname, user }: AppHeaderProps) {
  const isPremium = isSubscriptionActive(user.subscription, new Date())
  const [settings, setSettings] = useState<'never' | 'open' | 'closed'>('never')
  return (
    <header className="shrink-0 border-b border-gray-100 bg-white/95 pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] backdrop-blur">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-1 px-3">
        {hasBackButton(pathname) ? <BackButton /> : null}
        <p className="ml-1 min-w-0 truncate text-base font-bold text-brand-600 min-[360px]:text-lg">
          {headerTitle(pathname)}
        </p>
        {isPremium ? (
          <span className="ml-1 inline-flex shrink-0 items-center gap-1 rounded-full bg-gradient-to-r from-amber-400 to-brand-500 px-1.5 py-0.5 text-xs font-semibold text-white min-[400px]:px-2">
            <Crown aria-hidden="true" className="h-3.5 w-3.5" />
            {/* On the narrowest phones the crown alone keeps room for the title. */}
            <span className="sr-only min-[400px]:not-sr-only">{shell.premiumBadge}</span>
          </span>
        ) : null}
        <div className="ml-auto flex shrink-0 items-center">
          <InstallButton />
          <NotificationBell />
          <Button
            aria-label={shell.notificationSettings}
            aria-haspopup="dialog"
            onClick={() => setSettings('open')}
            variant="icon"
            size="sm"
          >
            <Settings aria-hidden="true" className="h-5 w-5" />
          </Button>
          {settings === 'never' ? null : (
            <Suspense fallback={null}>
              <NotificationSettingsDialog
                isOpen={settings === 'open'}
                onClose={() => setSettings('closed')}
              />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  )
}
