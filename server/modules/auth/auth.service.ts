import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { AuthResponse, loginSchema, registerSchema } from '../../contract/auth.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { serverMessages } from '../../contract/errors.js'
import { HttpError } from '../../http/http-error.js'
import type { UserRow } from '../../db/schema.js'
import { toPublicUser } from '../users/public-user.js'
import type { AuthRepository } from './auth.repository.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import type { LoginLimiter } from './login-limiter.js'
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js'
import type { SessionCache } from '../../auth/session-cache.js'
import type { Session } from '../../auth/session.js'
import { hashToken, newToken } from '../../auth/tokens.js'

export type RegisterData = z.output<typeof registerSchema>
export type LoginData = z.output<typeof loginSchema>

export interface AuthServiceOptions {
  repository: AuthRepository
  limiter: LoginLimiter
  /** Sign-ups per client address and per e-mail (a 409 probe for who has an account counts). */
  signupLimit: Pick<PairedLimit, 'consume'>
  tokenTtlDays: number
  /** Told when a token stops being valid, so live sockets opened with it can be closed. */
  onTokenRevoked: (tokenHash: string) => void
  /** Sessions read recently (the app forgets them on revocation and user changes). */
  sessions?: SessionCache
}

const DAY_MS = 24 * 60 * 60 * 1000
// Writing last_used_at on every request would turn each read into a write; hourly is plenty.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000

const emailTaken = () => new HttpError(409, errorCodes.emailTaken, serverMessages.emailTaken)
const wrongCredentials = () =>
  new HttpError(401, errorCodes.wrongCredentials, serverMessages.wrongCredentials)

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function createAuthService(options: AuthServiceOptions) {
  const { repository, limiter } = options

  async function startSession(user: UserRow): Promise<AuthResponse> {
    const token = newToken()
    const now = new Date()
    await repository.insertToken({
      token_hash: hashToken(token),
      user_id: user.id,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + options.tokenTtlDays * DAY_MS).toISOString(),
    })
    return { user: toPublicUser(user), token }
  }

  return {
    async register(data: RegisterData, ip: string): Promise<AuthResponse> {
      const emailNormalized = normalizeEmail(data.email)
      await options.signupLimit.consume(ip, emailNormalized)
      // A cheap early answer; the unique index below is what actually guarantees it.
      if (await repository.findUserByEmail(emailNormalized)) throw emailTaken()
      const created = await repository.insertUser({
        id: randomUUID(),
        email: data.email,
        email_normalized: emailNormalized,
        name: data.name,
        phone: data.phone,
        password_hash: await hashPassword(data.password),
        created_at: new Date().toISOString(),
      })
      if (created === 'email-taken') throw emailTaken()
      return startSession(created)
    },

    async login(data: LoginData, ip: string): Promise<AuthResponse> {
      const emailNormalized = normalizeEmail(data.email)
      await limiter.consume(ip, emailNormalized)
      const user = await repository.findUserByEmail(emailNormalized)
      // An unknown e-mail still pays for one hash, so timing does not reveal who has an account.
      const storedHash = user?.password_hash ?? (await decoyPasswordHash())
      const passwordMatches = await verifyPassword(data.password, storedHash)
      if (!user || !passwordMatches) throw wrongCredentials()
      await limiter.reset(emailNormalized)
      return startSession(user)
    },

    /** The session for a bearer token, or null when it is unknown, expired or revoked. */
    async authenticate(token: string): Promise<Session | null> {
      const tokenHash = hashToken(token)
      const now = Date.now()
      const cached = options.sessions?.get(tokenHash, now)
      if (cached) {
        if (now - cached.lastUsedAt > TOUCH_INTERVAL_MS) {
          cached.lastUsedAt = now
          await repository.touchToken(tokenHash, new Date(now).toISOString())
        }
        return cached.session
      }
      const stored = await repository.findSession(tokenHash, new Date(now).toISOString())
      if (!stored) return null
      let lastUsedAt = Date.parse(stored.lastUsedAt)
      if (now - lastUsedAt > TOUCH_INTERVAL_MS) {
        lastUsedAt = now
        await repository.touchToken(tokenHash, new Date(now).toISOString())
      }
      const session = { user: stored.user, tokenHash }
      options.sessions?.set(
        tokenHash,
        { session, expiresAt: Date.parse(stored.expiresAt), lastUsedAt },
        now,
      )
      return session
    },

    async liveTokenHashes(tokenHashes: readonly string[]): Promise<Set<string>> {
      return repository.liveTokenHashes(tokenHashes, new Date().toISOString())
    },

    async logout(session: Session): Promise<void> {
      await repository.revokeToken(session.tokenHash, new Date().toISOString())
      options.onTokenRevoked(session.tokenHash)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
