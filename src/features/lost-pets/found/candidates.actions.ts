import type {
  Candidate,
  CandidateActionResponse,
  CandidatesResponse,
  FoundReportDraftInput,
  FoundReportResponse,
  PossibleAlert,
  PossibleAlertsResponse,
} from '@contract/found-reports.contract'
import { foundReportPaths as paths } from '@contract/found-reports.messages'
import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'
import { callOnline, type OnlineResult } from '../../../api/online-only'
import { foundPets as t } from '../../../i18n/es/found-pets'
import { getSyncContext } from '../../../sync'
import { conversationArrived } from '../../connections/matches.repo'

/**
 * 'Posibles coincidencias' and the finder's check are scored by the server on the spot (they
 * weigh alerts and reports this device does not hold), so they are plain calls that need the
 * network, like opening a conversation (lost-pet-chat.actions.ts): offline they say so at once.
 * 'Es mi mascota', 'No es' and the reunion are answered the same on a retry, so a second press
 * changes nothing more. Answers are classified as every online-only call's (api/online-only.ts).
 */
export type Answer<T> = OnlineResult<T>

/** contract paths are under /api; the client's prefix already is */
const below = (path: string) => path.replace(/^\/api\//, '')

async function call<T>(
  run: (http: NonNullable<ReturnType<typeof getSyncContext>>['http']) => Promise<T>,
): Promise<Answer<T>> {
  const context = getSyncContext()
  if (!context) return { ok: false, failure: 'answer', message: t.candidates.actionError }
  return callOnline(() => run(context.http), {
    offline: t.candidates.offlineAction,
    fallback: t.candidates.actionError,
  })
}

const write = () => ({ headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } })

export function fetchCandidates(alertId: string): Promise<Answer<Candidate[]>> {
  return call(async (http) => {
    const answer = await http.get(below(paths.candidates(alertId))).json<CandidatesResponse>()
    return answer.candidates
  })
}

export function fetchPossibleAlerts(
  draft: FoundReportDraftInput,
): Promise<Answer<PossibleAlert[]>> {
  return call(async (http) => {
    const answer = await http
      .post(below(paths.possibleAlerts), { json: draft, ...write() })
      .json<PossibleAlertsResponse>()
    return answer.alerts
  })
}

export function dismissCandidate(
  alertId: string,
  candidate: Pick<Candidate, 'kind' | 'id'>,
): Promise<Answer<null>> {
  return call(async (http) => {
    await http.post(below(paths.dismiss(alertId, candidate.kind, candidate.id)), write())
    return null
  })
}

/** 'Es mi mascota': links the report to the alert; answers the conversation to open. */
export async function confirmCandidate(alertId: string, reportId: string): Promise<Answer<string>> {
  const answer = await call(async (http) => {
    const body = await http
      .post(below(paths.confirm(alertId, reportId)), write())
      .json<CandidateActionResponse>()
    if (!body.conversation) throw new Error('no conversation in the answer')
    return body.conversation.matchId
  })
  const context = getSyncContext()
  if (answer.ok && context) await conversationArrived(context.database, answer.value)
  return answer
}

/** The owner has the pet back through a linked report: alert and report close together. */
export function reuniteThrough(reportId: string): Promise<Answer<string>> {
  return call(async (http) => {
    const body = await http
      .post(below(paths.reunite(reportId)), write())
      .json<FoundReportResponse>()
    return body.message ?? ''
  })
}
