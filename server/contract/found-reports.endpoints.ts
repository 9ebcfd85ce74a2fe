import { endpoints, shape } from './endpoint.js'
import type {
  CandidateActionResponse,
  CandidatesResponse,
  FoundReportDraftInput,
  FoundReportFlagResponse,
  FoundReportResponse,
  PossibleAlertsResponse,
  PublicFoundReportResponse,
} from './found-reports.contract.js'

/**
 * Found-pet reports and an alert's 'Posibles coincidencias' (rules: found-reports.contract.ts).
 * The report is queued and multipart; the rest need the network now. The public read is open to
 * strangers (a shared link).
 */
export const foundReportsEndpoints = endpoints({
  report: {
    method: 'POST',
    path: '/api/found-reports/report',
    auth: 'user',
    delivery: 'queued',
    summary: 'Reports a found pet (multipart: the form and its photos; 201)',
    ...shape<FoundReportResponse>(),
  },
  possibleAlerts: {
    method: 'POST',
    path: '/api/found-reports/possible-alerts',
    auth: 'user',
    delivery: 'online',
    summary: "The finder's check of a draft report: alerts it may answer",
    ...shape<PossibleAlertsResponse, FoundReportDraftInput>(),
  },
  one: {
    method: 'GET',
    path: '/api/found-reports/:id',
    auth: 'user',
    delivery: 'read',
    summary: 'One found-pet report, as the caller may see it',
    ...shape<FoundReportResponse>(),
  },
  flag: {
    method: 'POST',
    path: '/api/found-reports/:id/flag',
    auth: 'user',
    delivery: 'online',
    summary: 'Flags a found-pet report for review',
    ...shape<FoundReportFlagResponse>(),
  },
  reunite: {
    method: 'POST',
    path: '/api/found-reports/:id/reunite',
    auth: 'user',
    delivery: 'online',
    summary: 'The owner has the pet back through a linked report: alert and report close',
    ...shape<FoundReportResponse>(),
  },
  publicReport: {
    method: 'GET',
    path: '/api/public/found-reports/:id',
    auth: 'none',
    delivery: 'read',
    summary: "A found-pet report as a stranger may see it (a shared link's page)",
    ...shape<PublicFoundReportResponse>(),
  },
  candidates: {
    method: 'GET',
    path: '/api/lost-pets/:id/candidates',
    auth: 'user',
    delivery: 'read',
    summary: "An alert's 'Posibles coincidencias' (found reports and sightings), scored",
    ...shape<CandidatesResponse>(),
  },
  dismiss: {
    method: 'POST',
    path: '/api/lost-pets/:id/candidates/:kind/:candidateId/dismiss',
    auth: 'user',
    delivery: 'online',
    summary: "'No es': hides a candidate (kind found or sighting) from the alert",
    ...shape<CandidateActionResponse>(),
  },
  confirm: {
    method: 'POST',
    path: '/api/lost-pets/:id/candidates/found/:candidateId/confirm',
    auth: 'user',
    delivery: 'online',
    summary: "'Es mi mascota': links a found report to the alert and opens the conversation",
    ...shape<CandidateActionResponse>(),
  },
})
