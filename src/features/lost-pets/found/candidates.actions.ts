import type {
  Candidate,
  FoundReportDraftInput,
  PossibleAlert,
} from '@contract/found-reports.contract'
import { foundReportsEndpoints as endpoints } from '@contract/found-reports.endpoints'
import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'
import { call as callEndpoint } from '../../../api/call'
import { callOnline, type OnlineResult } from '../../../api/online-only'
import { foundPetReport as r } from '../../../i18n/es/found-pet-report'
import { getSyncContext } from '../../../sync'
import { conversationArrived } from '../../connections'

/**
 * 'Posibles coincidencias' and the finder's check are scored by the server on the spot (they
 * weigh alerts and reports this device does not hold), so they are plain calls that need the
 * network, like opening a conversation (lost-pet-chat.actions.ts): offline they say so at once.
 * 'Es mi mascota', 'No es' and the reunion are answered the same on a retry, so a second press
 * changes nothing more. Answers are classified as every online-only call's (api/online-only.ts).
 */
export type Answer<T> = OnlineResult<T>

async function call<T>(
  run: (http: NonNullable<ReturnType<typeof getSyncContext>>['http']) => Promise<T>,
): Promise<Answer<T>> {
  const context = getSyncContext()
  if (!context) return { ok: false, failure: 'answer', message: r.candidates.actionError }
  return callOnline(() => run(context.http), {
    offline: r.candidates.offlineAction,
    fallback: r.candidates.actionError,
  })
}

/** A fresh Idempotency-Key per call. */
const write = () => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() })

export function fetchCandidates(alertId: string): Promise<Answer<Candidate[]>> {
  return call(async (http) => {
    const answer = await callEndpoint(endpoints.candidates, {
      client: http,
      params: { id: alertId },
    })
    return answer.candidates
  })
}

export function fetchPossibleAlerts(
  draft: FoundReportDraftInput,
): Promise<Answer<PossibleAlert[]>> {
  return call(async (http) => {
    const answer = await callEndpoint(endpoints.possibleAlerts, {
      client: http,
      json: draft,
      headers: write(),
    })
    return answer.alerts
  })
}

export function dismissCandidate(
  alertId: string,
  candidate: Pick<Candidate, 'kind' | 'id'>,
): Promise<Answer<null>> {
  return call(async (http) => {
    await callEndpoint(endpoints.dismiss, {
      client: http,
      params: { id: alertId, kind: candidate.kind, candidateId: candidate.id },
      headers: write(),
    })
    return null
  })
}

/** 'Es mi mascota': links the report to the alert; answers the conversation to open. */
export async function confirmCandidate(alertId: string, reportId: string): Promise<Answer<string>> {
  const answer = await call(async (http) => {
    const body = await callEndpoint(endpoints.confirm, {
      client: http,
      params: { id: alertId, candidateId: reportId },
      headers: write(),
    })
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
    const body = await callEndpoint(endpoints.reunite, {
      client: http,
      params: { id: reportId },
      headers: write(),
    })
    return body.message ?? ''
  })
}
