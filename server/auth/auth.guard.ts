import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import { HttpError } from '../http/http-error.js'
import type { Session, SessionAuthenticator } from './session.js'
import { bearerToken } from './tokens.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on every protected route; null on public ones. */
    session: Session | null
  }
  interface FastifyContextConfig {
    /** Opt a route out of the bearer-token check (health, register, login). */
    public?: boolean
  }
}

export const unauthorized = () =>
  new HttpError(401, errorCodes.unauthorized, serverMessages.unauthorized)

/** The caller's session on a protected route (the guard has already refused anonymous calls). */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized()
  return request.session
}

/**
 * Secure by default: inside the scope this is installed in, every route gets the bearer-token
 * check unless it says `config: { public: true }`. It runs at onRequest, before the body is
 * read, so an anonymous caller cannot make the server parse anything.
 */
export function installAuthGuard(scope: FastifyInstance, auth: SessionAuthenticator): void {
  if (!scope.hasRequestDecorator('session')) scope.decorateRequest('session', null)

  const guard = async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization)
    const session = token ? await auth.authenticate(token) : null
    if (!session) throw unauthorized()
    request.session = session
  }

  scope.addHook('onRoute', (route) => {
    if (route.config?.public) return
    const existing = route.onRequest
    route.onRequest = existing === undefined ? [guard] : [guard, ...[existing].flat()]
  })
}
