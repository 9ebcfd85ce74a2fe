import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import { pino } from 'pino'
import type { AppConfig } from '../config.js'
import { ID_MAX_LENGTH } from '../contract/ids.js'
import { errorHandler, frameworkErrorHandler } from './error-handler.js'
import { securityHeadersHook } from './security-headers.js'

/** JSON bodies; the multipart routes (pets, avatar, banner) have their own per-part limits. */
const JSON_BODY_LIMIT = 64 * 1024

/** One log line per request (Fastify's default is two), with what an operator scans for. */
class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}

export interface HttpServer {
  app: FastifyInstance
  /** From now on every answer closes its connection (called as shutdown begins). */
  closeConnections: () => void
}

/**
 * The bare Fastify instance every module registers on: logging, body limit, error handlers,
 * and the security headers on every answer, framework errors included.
 */
export function createHttpServer(config: AppConfig, logger?: FastifyBaseLogger): HttpServer {
  const secure = securityHeadersHook(config.csp, config.trustProxy)
  const app = Fastify({
    loggerInstance: logger ?? pino({ level: config.logLevel }),
    logController: new RequestLogController(),
    bodyLimit: JSON_BODY_LIMIT,
    // The one check of ids in paths: a longer one matches no route, so it answers 404 (the
    // /api catch-all) before any handler or query sees it.
    routerOptions: { maxParamLength: ID_MAX_LENGTH },
    trustProxy: config.trustProxy,
    frameworkErrors: (error, request, reply) => {
      secure(request, reply)
      frameworkErrorHandler(error, request, reply)
    },
    // Keep-alive connections that sit idle would hold shutdown open.
    forceCloseConnections: 'idle',
  })
  // The API speaks JSON: a text/plain body is a client mistake (415), not a string to validate.
  app.removeContentTypeParser('text/plain')
  app.setErrorHandler(errorHandler)
  let isClosing = false
  app.addHook('onSend', async (request, reply) => {
    secure(request, reply)
    // A request that was in flight at shutdown must not leave its connection open behind it:
    // the server waits for every connection, and a browser keeps an idle one for minutes.
    if (isClosing) reply.header('Connection', 'close')
  })
  return {
    app,
    closeConnections: () => {
      isClosing = true
    },
  }
}
