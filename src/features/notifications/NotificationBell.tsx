import { lazy, Suspense, useState } from 'react'
import { Bell } from 'lucide-react'
import { notifications as t } from '../../i18n/es/notifications'
import { unreadBadgeLabel } from './notification-target'
import { useNotifications } from './use-notifications'
import { Button } from '../../ui/Button'

// The panel loads when first opened: the bell sits in every signed-in screen's first load.
const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel').then((module) => ({ default: module.NotificationsPanel })),
)

export function NotificationBell() {
  // The time the panel opened anchors its relative times ('Hace 5 min') while it stays open.
  const [openedAt, setOpenedAt] = useState<number | null>(null)
  const { unreadCount } = useNotifications()
  const badge = unreadBadgeLabel(unreadCount)
  return (
    <>
      {/* The name carries the count ('Notificaciones, 2 sin leer'), which also holds the badge's
          visible number (WCAG 2.5.3); the badge itself is hidden from assistive technology. */}
      <span className="relative inline-flex">
        <Button
          aria-label={badge ? t.bellUnread(unreadCount) : t.bell}
          aria-haspopup="dialog"
          onClick={() => setOpenedAt(Date.now())}
          variant="icon"
          size="sm"
        >
          <Bell aria-hidden="true" className="h-5 w-5" />
        </Button>
        {badge ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        ) : null}
      </span>
      {openedAt !== null ? (
        <Suspense fallback={null}>
          <NotificationsPanel openedAt={openedAt} onClose={() => setOpenedAt(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
