import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import {
  foundReportMessages as m,
  foundReportRules as rules,
} from '../../contract/found-reports.contract.js'
import { foundReportsTable as table } from '../../contract/found-reports.endpoint-schemas.js'
import { queuedRoute, route } from '../../http/route.js'
import { lostPetFormLimits, readLostPetForm } from '../lost-pets/lost-pet-form.js'
import type { CandidatesService } from './candidates.service.js'
import type { FoundAudience } from './found-audience.js'
import type { FoundReportsService } from './found-reports.service.js'

/**
 * /api/found-reports, /api/public/found-reports and /api/lost-pets/{id}/candidates
 * (contract: found-reports.contract.ts). Every route but the public read needs a session and
 * checks the caller against the report or the alert. Multipart only in this scope.
 */
export function foundReportsRoutes(
  reports: FoundReportsService,
  candidates: CandidatesService,
  audience: FoundAudience,
): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, { limits: lostPetFormLimits })

    // A queued write: the answer is the one its key stored (http/queued-writes.ts).
    queuedRoute(app, table.report, async ({ session }, request) => {
      const form = await readLostPetForm(request, {
        max: rules.photosMax,
        tooMany: m.tooManyPhotos,
      })
      return reports.report(session.user.id, request.ip, form, request.writeTicket)
    })
    route(app, table.possibleAlerts, async ({ body }) => ({
      success: true as const,
      alerts: await candidates.possibleAlerts(body),
    }))
    route(app, table.one, async ({ session, params }) => {
      // Named first: the lint rule against hand-registered routes reads `.get(a.b, …)` as one.
      const viewer = session.user.id
      return { success: true as const, foundReport: await reports.get(viewer, params.id) }
    })
    route(app, table.flag, ({ session, params }) => reports.flag(session.user.id, params.id))
    route(app, table.reunite, async ({ session, params }) => ({
      success: true as const,
      message: m.reunited,
      foundReport: await reports.reunite(session.user.id, params.id),
    }))
    route(app, table.publicReport, async ({ params }) => ({
      success: true as const,
      foundReport: await reports.getPublic(params.id),
    }))
    route(app, table.candidates, async ({ session, params }) => ({
      success: true as const,
      candidates: await candidates.list(session.user.id, params.id),
    }))
    route(app, table.dismiss, ({ session, params }) =>
      candidates.dismiss(session.user.id, params.id, params.kind, params.candidateId),
    )
    route(app, table.confirm, async ({ session, params }) => {
      const { response, report } = await candidates.confirm(
        session.user.id,
        params.id,
        params.candidateId,
      )
      // The finder's copy now names the alert it was linked to.
      await audience.refreshReport(report)
      return response
    })
  }
}
