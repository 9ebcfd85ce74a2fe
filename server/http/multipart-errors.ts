import type { MultipartFile } from '@fastify/multipart'
import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import { HttpError } from './http-error.js'

/**
 * What the multipart readers (pet form, profile pictures) share: turning @fastify/multipart's
 * own errors into Spanish 4xx answers, and reading a file part whole without missing the size
 * limit. Each reader supplies its own answers for "file too large" and "too many files".
 */
/**
 * @fastify/multipart limits of a form with photos: one more file than the form allows, so
 * "too many" can be told apart; room for its text fields, each of at most `fieldSize` bytes.
 */
export const photoFormLimits = (photoMaxBytes: number, photosMax: number, fieldSize: number) => ({
  fileSize: photoMaxBytes,
  files: photosMax + 1,
  fields: 40,
  parts: 50,
  fieldSize,
})

export interface MultipartAnswers {
  /** `filename`: the refused file's name as the client sent it */
  fileTooLarge: (filename: string) => HttpError
  tooManyFiles: () => HttpError
}

/** The parser's errors, by code; anything else it throws is a malformed body. */
export function translateMultipartError(error: unknown, answers: MultipartAnswers): HttpError {
  if (error instanceof HttpError) return error
  const { code, part } = (error ?? {}) as { code?: unknown; part?: { filename?: unknown } }
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      // The parser names the part it refused; it may not be the one read last.
      return answers.fileTooLarge(typeof part?.filename === 'string' ? part.filename : '')
    case 'FST_FILES_LIMIT':
      return answers.tooManyFiles()
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, errorCodes.bodyTooLarge, serverMessages.bodyTooLarge)
    default:
      return new HttpError(400, errorCodes.invalidBody, serverMessages.invalidBody)
  }
}

/**
 * The part's bytes. Over the size limit the stream can end truncated without toBuffer throwing
 * (the parser then raises the error on the NEXT part, when this one is no longer current), so
 * the truncation is checked here.
 */
export async function readFilePart(
  part: MultipartFile,
  answers: MultipartAnswers,
): Promise<Buffer> {
  const data = await part.toBuffer()
  if (part.file.truncated) throw answers.fileTooLarge(part.filename)
  return data
}
