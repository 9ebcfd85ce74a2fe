import type { FastifyRequest } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import { serverMessages } from '../../contract/errors.js'
import { profileMessages, profileRules } from '../../contract/users.contract.js'
import { HttpError } from '../../http/http-error.js'
import {
  readFilePart,
  translateMultipartError,
  type MultipartAnswers,
} from '../../http/multipart-errors.js'
import { pictureTooLarge } from './profile-pictures.js'

/**
 * Reads the multipart body of PUT /api/users/avatar and /banner: exactly one file, in the
 * expected field, held in memory (5 MB at most) until it has been checked, so a refused request
 * writes nothing. Text parts are ignored. Every way the body can be wrong becomes a Spanish 4xx.
 */
export const pictureFormLimits = {
  fileSize: profileRules.imageMaxBytes,
  // One more than allowed, so a second file is read as a part and refused with our message.
  files: 2,
  fields: 10,
  parts: 12,
  fieldSize: 1024,
} as const

const missing = () => new HttpError(400, errorCodes.invalidBody, profileMessages.imageMissing)

const answers: MultipartAnswers = { fileTooLarge: () => pictureTooLarge(), tooManyFiles: missing }

export async function readPicture(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, errorCodes.unsupportedMediaType, serverMessages.unsupportedMediaType)
  }
  let picture: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      // A file in another field, or a second file: the client is not sending one picture.
      if (part.fieldname !== field || picture !== null) throw missing()
      const data = await readFilePart(part, answers)
      // A file input left empty still sends a part, with no name and no bytes.
      if (data.length === 0 && !part.filename) continue
      picture = data
    }
  } catch (error) {
    throw translateMultipartError(error, answers)
  }
  if (picture === null) throw missing()
  return picture
}
