import { useEffect, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { HeartHandshake, MessagesSquare, Sparkles, X } from 'lucide-react'
import type { Candidate } from '@contract/found-reports.contract'
import { foundPets as t } from '../../../i18n/es/found-pets'
import { foundPetReport as r } from '../../../i18n/es/found-pet-report'
import { ReportPhoto } from '../ReportPhoto'
import {
  confirmCandidate,
  dismissCandidate,
  fetchCandidates,
  reuniteThrough,
} from './candidates.actions'

type Loaded =
  | { kind: 'loading' }
  | { kind: 'done'; candidates: Candidate[] }
  | { kind: 'failed'; message: string }

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold disabled:opacity-60'

/**
 * 'Posibles coincidencias' on the owner's active alert: the found reports and sightings the
 * server scored as maybe this pet, best first, each with why ('misma especie · 1,2 km · …').
 * 'Es mi mascota' links a found report and opens the conversation with its finder; 'No es'
 * hides the candidate for this alert; on a linked report, 'Ya la tengo' closes alert and report
 * together and thanks the finder.
 */
export function AlertCandidates({
  alertId,
  petName,
  onReunited,
}: {
  alertId: string
  petName: string
  /** the page shows the thanks: the card itself moves to 'Encontradas' once the alert syncs */
  onReunited: (message: string) => void
}) {
  const navigate = useNavigate()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  /** the linked report whose 'Ya la tengo' waits for its confirmation */
  const [confirming, setConfirming] = useState<string | null>(null)

  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let isCurrent = true
    void fetchCandidates(alertId).then((answer) => {
      if (!isCurrent) return
      setLoaded(
        answer.ok
          ? { kind: 'done', candidates: answer.value }
          : { kind: 'failed', message: answer.message },
      )
    })
    return () => {
      isCurrent = false
    }
  }, [alertId, attempt])

  const retry = () => {
    setLoaded({ kind: 'loading' })
    setAttempt((value) => value + 1)
  }

  async function act(candidate: Candidate, action: 'confirm' | 'dismiss' | 'reunite') {
    setBusy(`${candidate.kind}:${candidate.id}`)
    setNotice(null)
    if (action === 'dismiss') {
      const answer = await dismissCandidate(alertId, candidate)
      setBusy(null)
      if (!answer.ok) return setNotice(answer.message)
      setLoaded((before) =>
        before.kind === 'done'
          ? {
              kind: 'done',
              candidates: before.candidates.filter(
                (one) => one.kind !== candidate.kind || one.id !== candidate.id,
              ),
            }
          : before,
      )
      return
    }
    if (action === 'reunite') {
      setConfirming(null)
      const answer = await reuniteThrough(candidate.id)
      setBusy(null)
      if (!answer.ok) return setNotice(answer.message)
      onReunited(answer.value)
      return
    }
    const answer = await confirmCandidate(alertId, candidate.id)
    setBusy(null)
    if (!answer.ok) return setNotice(answer.message)
    void navigate({ to: '/chat/$matchId', params: { matchId: answer.value } })
  }

  return (
    <section
      className="mt-3 border-t border-gray-100 pt-3"
      aria-label={`${r.candidates.title}: ${petName}`}
    >
      <h3 className="flex items-center gap-1 text-sm font-bold text-gray-900">
        <Sparkles aria-hidden="true" className="h-4 w-4 text-brand-600" />
        {r.candidates.title}
      </h3>
      {notice ? (
        <p role="status" className="mt-2 rounded-xl bg-gray-900 px-3 py-2 text-sm text-white">
          {notice}
        </p>
      ) : null}
      {loaded.kind === 'loading' ? (
        <p className="mt-1 text-xs text-gray-600">{r.candidates.loading}</p>
      ) : loaded.kind === 'failed' ? (
        <div className="mt-1 flex items-center gap-2 text-xs text-red-700">
          <span className="flex-1">{loaded.message}</span>
          <button type="button" onClick={retry} className={`${BUTTON} bg-gray-100 text-gray-800`}>
            {r.candidates.retry}
          </button>
        </div>
      ) : loaded.candidates.length === 0 ? (
        <p className="mt-1 text-xs text-gray-600">{r.candidates.none}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {loaded.candidates.map((candidate) => {
            const key = `${candidate.kind}:${candidate.id}`
            const report = candidate.foundReport
            const title =
              candidate.kind === 'found' && report
                ? `${r.candidates.found}: ${t.species[report.species]}`
                : r.candidates.sighting
            const isBusy = busy === key
            return (
              <li key={key}>
                <article aria-label={title} className="rounded-xl bg-gray-50 p-2">
                  <div className="flex gap-2">
                    <ReportPhoto
                      path={candidate.photos}
                      alt={title}
                      size="candidate"
                      tone="found"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-bold text-gray-900">{title}</p>
                      <p className="text-xs font-semibold text-brand-700">
                        {candidate.match.summary}
                      </p>
                      <p className="text-xs break-words text-gray-600">
                        {candidate.location} · {candidate.date} {candidate.time}
                      </p>
                      {report ? (
                        <p className="text-xs text-gray-600">{t.whereabouts[report.whereabouts]}</p>
                      ) : null}
                    </div>
                  </div>
                  {candidate.description ? (
                    <p className="mt-1 line-clamp-2 text-xs break-words text-gray-700">
                      {candidate.description}
                    </p>
                  ) : null}
                  <div className="mt-2 grid grid-cols-2 gap-2">
                    {candidate.kind === 'found' ? (
                      <button
                        type="button"
                        disabled={busy !== null}
                        onClick={() => void act(candidate, 'confirm')}
                        className={`${BUTTON} bg-sky-700 text-white`}
                      >
                        <MessagesSquare aria-hidden="true" className="h-4 w-4" />
                        {isBusy
                          ? r.candidates.busy
                          : candidate.linked
                            ? r.candidates.openChat
                            : r.candidates.isMine}
                      </button>
                    ) : null}
                    {candidate.linked ? (
                      <button
                        type="button"
                        disabled={busy !== null}
                        onClick={() => setConfirming(key)}
                        className={`${BUTTON} bg-green-700 text-white`}
                      >
                        <HeartHandshake aria-hidden="true" className="h-4 w-4" />
                        {r.candidates.reunite}
                      </button>
                    ) : (
                      <button
                        type="button"
                        disabled={busy !== null}
                        onClick={() => void act(candidate, 'dismiss')}
                        className={`${BUTTON} bg-gray-100 text-gray-800 ${
                          candidate.kind === 'found' ? '' : 'col-span-2'
                        }`}
                      >
                        <X aria-hidden="true" className="h-4 w-4" />
                        {r.candidates.notMine}
                      </button>
                    )}
                  </div>
                  {confirming === key ? (
                    <div role="alertdialog" aria-label={r.candidates.reunite} className="mt-2">
                      <p className="text-sm text-gray-800">{r.candidates.reuniteConfirm}</p>
                      <div className="mt-2 grid grid-cols-2 gap-2">
                        <button
                          type="button"
                          onClick={() => setConfirming(null)}
                          className={`${BUTTON} bg-gray-100 text-gray-800`}
                        >
                          {r.candidates.cancel}
                        </button>
                        <button
                          type="button"
                          disabled={busy !== null}
                          onClick={() => void act(candidate, 'reunite')}
                          className={`${BUTTON} bg-green-700 text-white`}
                        >
                          {isBusy ? r.candidates.busy : r.candidates.confirm}
                        </button>
                      </div>
                    </div>
                  ) : null}
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
