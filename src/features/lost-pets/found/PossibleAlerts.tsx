import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { MessagesSquare, SearchCheck } from 'lucide-react'
import type { PossibleAlert } from '@contract/found-reports.contract'
import { foundPetReport as r } from '../../../i18n/es/found-pet-report'
import { lostPets as lt } from '../../../i18n/es/lost-pets'
import { ReportPhoto } from '../ReportPhoto'
import { openLostPetConversation } from '../lost-pet-chat.actions'
import { fetchPossibleAlerts } from './candidates.actions'
import type { FoundFields } from './found-reports.actions'

/**
 * The finder's check before sending: the active alerts the pet may be, best first, with why
 * (the server's reasons). Asked for on demand once species, colours and place are given; each
 * alert offers the in-app conversation with its family.
 */
export function PossibleAlerts({ fields }: { fields: FoundFields }) {
  const navigate = useNavigate()
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'done'; alerts: PossibleAlert[] }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' })
  const [opening, setOpening] = useState<string | null>(null)
  const { species, colours, latitude, longitude } = fields
  if (!species || colours.length === 0 || latitude === null || longitude === null) return null

  async function check() {
    setState({ kind: 'busy' })
    const answer = await fetchPossibleAlerts({
      species,
      colours,
      size: fields.size,
      sex: fields.sex,
      breed: fields.breed,
      latitude: latitude ?? undefined,
      longitude: longitude ?? undefined,
      foundDate: fields.foundDate,
      foundTime: fields.foundTime,
    })
    setState(
      answer.ok
        ? { kind: 'done', alerts: answer.value }
        : // Offline the report is still queued and sent: say that, not just 'no connection'.
          {
            kind: 'failed',
            message: answer.failure === 'offline' ? r.precheck.offline : answer.message,
          },
    )
  }

  async function message(alert: PossibleAlert) {
    setOpening(alert.lostPetId)
    const result = await openLostPetConversation(alert.lostPetId)
    setOpening(null)
    if (result.ok) void navigate({ to: '/chat/$matchId', params: { matchId: result.matchId } })
    else setState({ kind: 'failed', message: result.message })
  }

  return (
    <section aria-label={r.precheck.title} className="rounded-2xl bg-gray-50 p-3">
      <button
        type="button"
        onClick={() => void check()}
        disabled={state.kind === 'busy'}
        className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-xl bg-white text-sm font-semibold text-brand-700 ring-1 ring-brand-200"
      >
        <SearchCheck aria-hidden="true" className="h-4 w-4" />
        {state.kind === 'busy' ? r.precheck.checking : r.precheck.check}
      </button>
      {state.kind === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        state.alerts.length === 0 ? (
          <p role="status" className="mt-2 text-sm text-gray-700">
            {r.precheck.none}
          </p>
        ) : (
          <div className="mt-2">
            <h3 className="text-sm font-bold text-gray-900">{r.precheck.title}</h3>
            <p className="text-xs text-gray-600">{r.precheck.intro}</p>
            <ul className="mt-2 flex flex-col gap-2">
              {state.alerts.map((alert) => (
                <li key={alert.lostPetId} className="flex gap-2 rounded-xl bg-white p-2">
                  <ReportPhoto
                    path={alert.photo ?? undefined}
                    alt={lt.card.photoAlt(alert.name)}
                    size="match"
                    tone="lost"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-bold text-gray-900">{alert.name}</p>
                    <p className="text-xs text-brand-700">{alert.match.summary}</p>
                    <p className="truncate text-xs text-gray-600">{alert.lastSeenLocation}</p>
                    <button
                      type="button"
                      onClick={() => void message(alert)}
                      disabled={opening !== null}
                      aria-label={lt.actions.messageLabel(alert.name)}
                      className="mt-1 inline-flex min-h-11 items-center gap-1 rounded-xl bg-sky-700 px-3 text-sm font-semibold text-white disabled:opacity-60"
                    >
                      <MessagesSquare aria-hidden="true" className="h-4 w-4" />
                      {opening === alert.lostPetId ? lt.actions.messageBusy : lt.actions.message}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        )
      ) : null}
    </section>
  )
}
