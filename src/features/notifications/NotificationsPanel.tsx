import { useEffect, useId, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import { BellOff, CheckCheck, Trash2, X } from 'lucide-react'
import { notifications as t } from '../../i18n/es/notifications'
import { NotificationItem } from './NotificationItem'
import type { InAppNotification } from './notification-store'
import { notificationTarget } from './notification-target'
import { useNotifications } from './use-notifications'
import { Button } from '../../ui/Button'

interface NotificationsPanelProps {
  /** When the panel was opened (its clock for relative times), or null when closed. */
  openedAt: number | null
  onClose: () => void
}

/** The bell's list, in a native modal <dialog> (focus trap and Esc for free). */
export function NotificationsPanel({ openedAt, onClose }: NotificationsPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const router = useRouter()
  const { items, unreadCount, store } = useNotifications()
  const isOpen = openedAt !== null

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (isOpen && !dialog.open) dialog.showModal()
    if (!isOpen && dialog.open) dialog.close()
  }, [isOpen])

  function open(notification: InAppNotification) {
    store?.markRead(notification.id)
    onClose()
    void router.navigate({ href: notificationTarget(notification) })
  }

  return (
    // A click on the dialog element itself is a click on its backdrop; Esc closes it natively.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-sm bg-white p-0 shadow-xl backdrop:bg-black/40"
    >
      {openedAt !== null ? (
        <div className="flex h-full flex-col pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]">
          <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
            <h2 id={titleId} className="text-lg font-bold text-gray-900">
              {t.panelTitle}
            </h2>
            <Button onClick={onClose} aria-label={t.close} variant="icon" size="sm">
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </div>
          <div className="flex gap-2 border-b border-gray-100 px-4 py-2">
            <button
              type="button"
              onClick={() => store?.markAllRead()}
              disabled={unreadCount === 0}
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent"
            >
              <CheckCheck aria-hidden="true" className="h-4 w-4" />
              {t.markAllRead}
            </button>
            <button
              type="button"
              onClick={() => store?.clear()}
              disabled={items.length === 0}
              className="ml-auto inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-gray-600 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t.clearAll}
            </button>
          </div>
          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center">
              <BellOff aria-hidden="true" className="h-10 w-10 text-gray-300" />
              <p className="font-semibold text-gray-700">{t.empty}</p>
              <p className="text-sm text-gray-500">{t.emptyHint}</p>
            </div>
          ) : (
            <ul className="flex-1 divide-y divide-gray-100 overflow-y-auto">
              {items.map((item) => (
                <NotificationItem key={item.id} notification={item} now={openedAt} onOpen={open} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </dialog>
  )
}
