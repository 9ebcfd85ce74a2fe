import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import type { LostPetsModule } from '../lost-pets/index.js'
import { createMatchRepublisher } from '../matches/match-republisher.js'
import type { MatchesViewsRepository } from '../matches/matches-views.repository.js'
import type { PhotoStore } from '../media/photo-store.js'
import { createAccountDeletionRepository } from './account-deletion.repository.js'
import { createAccountExportRepository } from './account-export.repository.js'
import { accountRoutes } from './account.routes.js'
import { createAccountService } from './account.service.js'

export interface AccountDeps extends AppDeps {
  matchesViews: MatchesViewsRepository
  /** removes uploaded files by public path (any folder under uploads) */
  uploads: Pick<PhotoStore, 'remove'>
  /** takes the deleted user's alerts off the devices that hold them */
  lostPets: Pick<LostPetsModule, 'retractAlerts'>
}

/** Settings › Privacidad: the data export and the account's deletion. */
export function registerAccount(_app: FastifyInstance, deps: AccountDeps) {
  const chatRepublisher = createMatchRepublisher(deps.matchesViews, deps.broadcaster, deps.log)
  const service = createAccountService({
    deletion: createAccountDeletionRepository(deps.database.db),
    exports: createAccountExportRepository(deps.database.db),
    loginLimiter: deps.loginLimiter,
    removeUploads: (paths) => deps.uploads.remove(paths),
    onTokenRevoked: deps.onTokenRevoked,
    onUserChanged: (userId) => deps.sessions.forgetUser(userId),
    republishChat: (matchId, seq, userIds) => chatRepublisher.add(matchId, seq, userIds),
    retractAlerts: (alertIds) => deps.lostPets.retractAlerts(alertIds),
  })
  return { routes: apiRoutes(accountRoutes(service)) }
}
