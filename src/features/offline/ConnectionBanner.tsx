import { CircleCheck, Clock, WifiOff } from 'lucide-react'
import { offline as t } from '../../i18n/es/offline'
import { useConnection } from './use-connection'

interface ConnectionBannerProps {
  /** No header above it (the chat screen draws its own): keep clear of the status bar. */
  isAtTop?: boolean
}

/**
 * The connection state at the top of the signed-in shell: a banner while offline (with the
 * number of writes waiting to be sent), a short 'Conexión restablecida' notice when the
 * connection returns, and a slim reminder while queued writes are still on their way.
 *
 * One polite live region that stays mounted, so screen readers announce each change.
 */
export function ConnectionBanner({ isAtTop = false }: ConnectionBannerProps) {
  const { isOnline, pendingCount, isReconnectedNoticeVisible } = useConnection()
  const topInset = isAtTop ? 'pt-[calc(env(safe-area-inset-top)+0.5rem)]' : 'pt-2'
  return (
    <div role="status" aria-live="polite" aria-label={t.regionLabel} className="shrink-0">
      {!isOnline ? (
        <div
          className={`flex items-start gap-2 bg-gray-800 px-4 pb-2 text-sm text-white ${topInset}`}
        >
          <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-300" />
          <p className="min-w-0">
            {t.offlineBanner}
            {pendingCount > 0 ? (
              <span className="mt-0.5 block font-semibold text-amber-200">
                {t.pendingChanges(pendingCount)}
              </span>
            ) : null}
          </p>
        </div>
      ) : isReconnectedNoticeVisible ? (
        <p className="fixed top-[calc(env(safe-area-inset-top)+4.25rem)] left-1/2 z-50 flex -translate-x-1/2 items-center gap-2 rounded-full bg-green-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-lg">
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          {t.reconnected}
        </p>
      ) : pendingCount > 0 ? (
        <p
          className={`flex items-center gap-2 bg-brand-50 px-4 pb-1.5 text-xs font-medium text-brand-700 ${isAtTop ? topInset : 'pt-1.5'}`}
        >
          <Clock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          {t.pendingChanges(pendingCount)}
        </p>
      ) : null}
    </div>
  )
}
