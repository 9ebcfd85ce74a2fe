import { Readable } from 'node:stream'
import { errorCodes } from '../../contract/error-codes.js'
import { exportSections, privacyMessages } from '../../contract/privacy.contract.js'
import type { Session } from '../../auth/session.js'
import { HttpError } from '../../http/http-error.js'
import type { LoginLimiter } from '../auth/login-limiter.js'
import { verifyPassword } from '../auth/password.js'
import type { AccountDeletionRepository } from './account-deletion.repository.js'
import type { AccountExportRepository } from './account-export.repository.js'

export interface AccountServiceDeps {
  deletion: AccountDeletionRepository
  exports: AccountExportRepository
  /** A wrong password is a password guess: it counts like a failed login. */
  loginLimiter: LoginLimiter
  /** Removes uploaded files by public path (photos and profile pictures alike). */
  removeUploads: (paths: readonly string[]) => Promise<void>
  /** The session cache and the sockets forget a revoked token (as sign-out everywhere does). */
  onTokenRevoked: (tokenHash: string) => void
  onUserChanged: (userId: string) => void
  /** Sends the other members their chats' match documents, now naming 'Usuario eliminado'. */
  republishChat: (matchId: string, seq: number, userIds: readonly string[]) => Promise<void>
  /** Takes the ended alerts off the devices that hold them (the lost-pets feed's tombstones). */
  retractAlerts: (alertIds: readonly string[]) => Promise<void>
}

/** Settings › Privacidad: the user's data export and the account's deletion. */
export function createAccountService(deps: AccountServiceDeps) {
  /** The export as JSON text, written section by section and row by row. */
  async function* exportChunks(userId: string): AsyncGenerator<string> {
    yield `{"exportedAt":${JSON.stringify(new Date().toISOString())}`
    for (const section of exportSections) {
      const isSingle = section === 'profile'
      yield `,${JSON.stringify(section)}:${isSingle ? '' : '['}`
      let count = 0
      for await (const row of deps.exports.rows(section, userId)) {
        yield `${count > 0 ? ',' : ''}${JSON.stringify(row)}`
        count += 1
      }
      if (isSingle && count === 0) yield 'null'
      if (!isSingle) yield ']'
    }
    yield '}\n'
  }

  return {
    exportStream(userId: string): Readable {
      return Readable.from(exportChunks(userId))
    },

    async deleteAccount(session: Session, password: string, ip: string): Promise<void> {
      const { user } = session
      await deps.loginLimiter.consume(ip, user.email_normalized)
      if (!(await verifyPassword(password, user.password_hash))) {
        throw new HttpError(403, errorCodes.wrongPassword, privacyMessages.wrongPassword)
      }
      await deps.loginLimiter.reset(user.email_normalized)
      const deleted = await deps.deletion.deleteAccount(user.id, new Date().toISOString())
      // Already deleted by a request that raced this one: its session is gone too.
      if (!deleted) throw new HttpError(401, errorCodes.unauthorized, privacyMessages.wrongPassword)
      for (const tokenHash of deleted.tokenHashes) deps.onTokenRevoked(tokenHash)
      deps.onUserChanged(user.id)
      await deps.removeUploads(deleted.uploads)
      await deps.retractAlerts(deleted.alertIds)
      await Promise.all(
        deleted.chats.map((chat) => deps.republishChat(chat.matchId, chat.seq, [chat.otherUserId])),
      )
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
