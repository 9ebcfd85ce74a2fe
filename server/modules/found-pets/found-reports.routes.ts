import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import {
  foundReportDraftSchema,
  foundReportMessages as m,
  foundReportRoutePatterns as paths,
  foundReportRules as rules,
  type CandidateActionResponse,
  type CandidatesResponse,
  type FoundReportFlagResponse,
  type FoundReportResponse,
  type PossibleAlertsResponse,
  type PublicFoundReportResponse,
} from '../../contract/found-reports.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import { parseInput } from '../../http/validation.js'
import { lostPetFormLimits, readLostPetForm } from '../lost-pets/lost-pet-form.js'
import type { CandidatesService } from './candidates.service.js'
import type { FoundAudience } from './found-audience.js'
import type { FoundReportsService } from './found-reports.service.js'

interface IdParams {
  id: string
}
interface CandidateParams {
  id: string
  kind: string
  candidateId: string
}

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

    app.post(paths.report, async (request, reply) => {
      const userId = requireSession(request).user.id
      const form = await readLostPetForm(request, rules.photosMax, m.tooManyPhotos)
      const response: FoundReportResponse = {
        success: true,
        message: m.createSuccess,
        foundReport: await reports.report(userId, request.ip, form),
      }
      return reply.code(201).send(response)
    })

    app.post(paths.possibleAlerts, async (request): Promise<PossibleAlertsResponse> => {
      requireSession(request)
      const draft = parseInput(foundReportDraftSchema, request.body)
      return { success: true, alerts: await candidates.possibleAlerts(draft) }
    })

    app.get<{ Params: IdParams }>(paths.one, async (request): Promise<FoundReportResponse> => {
      const userId = requireSession(request).user.id
      return { success: true, foundReport: await reports.get(userId, request.params.id) }
    })

    app.post<{ Params: IdParams }>(
      paths.flag,
      async (request): Promise<FoundReportFlagResponse> => {
        const userId = requireSession(request).user.id
        return reports.flag(userId, request.params.id)
      },
    )

    app.post<{ Params: IdParams }>(paths.reunite, async (request): Promise<FoundReportResponse> => {
      const userId = requireSession(request).user.id
      return {
        success: true,
        message: m.reunited,
        foundReport: await reports.reunite(userId, request.params.id),
      }
    })

    app.get<{ Params: IdParams }>(
      paths.publicOne,
      { config: { public: true } },
      async (request): Promise<PublicFoundReportResponse> => ({
        success: true,
        foundReport: await reports.getPublic(request.params.id),
      }),
    )

    app.get<{ Params: IdParams }>(
      paths.candidates,
      async (request): Promise<CandidatesResponse> => {
        const userId = requireSession(request).user.id
        return { success: true, candidates: await candidates.list(userId, request.params.id) }
      },
    )

    app.post<{ Params: CandidateParams }>(
      paths.dismiss,
      async (request): Promise<CandidateActionResponse> => {
        const userId = requireSession(request).user.id
        const { id, kind, candidateId } = request.params
        return candidates.dismiss(userId, id, kind, candidateId)
      },
    )

    app.post<{ Params: CandidateParams }>(
      paths.confirm,
      async (request): Promise<CandidateActionResponse> => {
        const userId = requireSession(request).user.id
        const { response, report } = await candidates.confirm(
          userId,
          request.params.id,
          request.params.candidateId,
        )
        // The finder's copy now names the alert it was linked to.
        await audience.refreshReport(report)
        return response
      },
    )
  }
}
