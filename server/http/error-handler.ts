import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { ApiErrorBody } from '../contract/errors.js'
import { serverMessages } from '../contract/errors.js'
import { errorCodes, type ErrorCode } from '../contract/error-codes.js'
import { HttpError } from './http-error.js'

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  error: ErrorCode,
  message: string,
): FastifyReply {
  const body: ApiErrorBody = { error, message }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body)
}

/**
 * Fastify's own client errors (body parsing, content type, size) carry a 4xx statusCode and an
 * English text: they are re-worded here so every 4xx has the API's shape and a Spanish message.
 */
function clientError(statusCode: number, fastifyCode: string | undefined): [ErrorCode, string] {
  switch (statusCode) {
    case 404:
      return [errorCodes.notFound, serverMessages.notFound]
    case 413:
      return [errorCodes.bodyTooLarge, serverMessages.bodyTooLarge]
    case 415:
      return [errorCodes.unsupportedMediaType, serverMessages.unsupportedMediaType]
    case 429:
      return [errorCodes.tooManyRequests, serverMessages.tooManyRequests]
    default:
      // Invalid JSON also covers a forbidden __proto__ key (secure-json-parse refuses it).
      if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return [errorCodes.invalidJson, serverMessages.invalidBody]
      }
      if (fastifyCode?.startsWith('FST_ERR_CTP_')) {
        return [errorCodes.invalidBody, serverMessages.invalidBody]
      }
      // Anything else the framework refuses (a URL that cannot be decoded, …).
      return [errorCodes.badRequest, serverMessages.invalidBody]
  }
}

export function errorHandler(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .type('application/json; charset=utf-8')
      .send(error.body())
  }
  const statusCode = 'statusCode' in error ? error.statusCode : undefined
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    const fastifyCode = 'code' in error ? error.code : undefined
    const [code, message] = clientError(statusCode, fastifyCode)
    request.log.info({ err: error, statusCode }, 'client error')
    return sendError(reply, statusCode, code, message)
  }
  request.log.error({ err: error }, 'unexpected error')
  return sendError(reply, 500, errorCodes.internal, serverMessages.internal)
}

/** Errors raised before routing (a URL that cannot be decoded) get the same treatment. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  errorHandler(error, request, reply)
}
