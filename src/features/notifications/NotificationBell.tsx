import { lazy, Suspense, useId, useState } from 'react'
import { Bell } from 'lucide-react'
import { notifications as t } from '../../i18n/es/notifications'
import { unreadBadgeLabel } from './notification-target'
import { useNotifications } from './use-notifications'

// The panel loads when first opened: the bell sits in every signed-in screen's first load.
const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel').then((module) => ({ default: module.NotificationsPanel })),
)

export function NotificationBell() {
  // The time the panel opened anchors its relative times ('Hace 5 min') while it stays open.
  const [openedAt, setOpenedAt] = useState<number | null>(null)
  const { unreadCount } = useNotifications()
  const badge = unreadBadgeLabel(unreadCount)
  const descriptionId = useId()
  return (
    <>
      {/* The count sits beside the button, not in it: a name must hold all of a control's
          visible text (WCAG 2.5.3), and the count is told through aria-describedby. */}
      <span className="relative inline-flex">
        <button
          type="button"
          aria-label={t.bell}
          aria-describedby={badge ? descriptionId : undefined}
          aria-haspopup="dialog"
          onClick={() => setOpenedAt(Date.now())}
          className="rounded-full p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
        >
          <Bell aria-hidden="true" className="h-5 w-5" />
        </button>
        {badge ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        ) : null}
      </span>
      {badge ? (
        <span id={descriptionId} hidden>
          {t.unread(unreadCount)}
        </span>
      ) : null}
      {openedAt !== null ? (
        <Suspense fallback={null}>
          <NotificationsPanel openedAt={openedAt} onClose={() => setOpenedAt(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
