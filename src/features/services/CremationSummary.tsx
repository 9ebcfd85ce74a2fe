import { cremationPrice } from '@contract/cremation.messages'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { funeral } from '../../i18n/es/funeral'
import type { CremationResult } from './cremation.actions'
import { draftInput, type CremationDraft } from './cremation-draft'
import { formatPrice } from './service-format'
import { useBookings } from './use-services'

const t = funeral.dialog

interface CremationSummaryProps {
  sent: Extract<CremationResult, { ok: true }>
  service: ServiceFeedDoc
  draft: CremationDraft
}

/**
 * Step 4's summary (service, provider, total) as the server answered it: from its answer when
 * the request went out at once, else from the request once it replicates back (a request sent
 * later, when the connection returns). Until then it says the request is pending and shows the
 * estimate, labelled as such.
 */
export function CremationSummary({ sent, service, draft }: CremationSummaryProps) {
  const { bookings } = useBookings()
  const server = sent.status === 'saved' ? sent.server : null
  const replicated = bookings.find((item) => item.id === sent.id && item.syncState === 'synced')
  const confirmed = server
    ? {
        serviceName: server.request.serviceName,
        provider: server.request.provider,
        total: server.request.total,
        currency: server.request.currency,
      }
    : replicated
      ? {
          serviceName: replicated.serviceName,
          provider: replicated.provider,
          total: replicated.price ?? 0,
          currency: replicated.currency,
        }
      : null
  const estimate = cremationPrice(service, draftInput(service, draft))
  const shown = confirmed ?? {
    serviceName: service.name,
    provider: service.provider,
    total: estimate.ok ? estimate.total : service.price,
    currency: service.currency,
  }
  return (
    <section aria-label={t.summaryTitle} className="rounded-2xl bg-gray-50 p-4">
      <h3 className="mb-2 font-bold text-gray-900">{t.summaryTitle}</h3>
      {confirmed ? null : (
        <p className="mb-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {sent.status === 'queued' ? t.pendingText : t.confirmingServer}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{t.summaryService}</dt>
        <dd className="text-right font-semibold text-gray-900">{shown.serviceName}</dd>
        <dt className="text-gray-600">{t.summaryProvider}</dt>
        <dd className="text-right font-semibold text-gray-900">{shown.provider}</dd>
        <dt className="text-gray-600">{confirmed ? t.summaryTotal : t.total}</dt>
        <dd className="text-right text-lg font-bold text-gray-900">
          {formatPrice(shown.total, shown.currency)}
        </dd>
      </dl>
    </section>
  )
}
