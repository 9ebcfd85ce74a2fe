import { notifications as t } from '../../i18n/es/notifications'
import type { InAppNotification } from './notification-store'
import { relativeTime } from '../../i18n/relative-time'

interface NotificationItemProps {
  notification: InAppNotification
  now: number
  onOpen: (notification: InAppNotification) => void
}

export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { title, message, createdAt, read, petImage } = notification
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={`flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none ${
          read ? 'bg-white' : 'bg-brand-50/60'
        }`}
      >
        {petImage ? (
          <img
            src={petImage}
            alt={t.petImage(title)}
            loading="lazy"
            className="h-11 w-11 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-gray-900">{title}</span>
          <span className="mt-0.5 line-clamp-2 block text-sm text-gray-600">{message}</span>
          <time dateTime={createdAt} className="mt-1 block text-xs text-gray-500">
            {relativeTime(createdAt, now)}
          </time>
        </span>
        {read ? null : (
          <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-500">
            <span className="sr-only">{t.unreadDot}</span>
          </span>
        )}
      </button>
    </li>
  )
}
