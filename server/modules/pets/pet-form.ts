import type { FastifyRequest } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import { serverMessages } from '../../contract/errors.js'
import { petMessages, petRules } from '../../contract/pets.contract.js'
import { HttpError } from '../../http/http-error.js'
import { imageTooLarge, type UploadedPhoto } from './pet-photos.js'

/**
 * Reads the multipart body of POST/PUT /api/pets: text fields (repeatable) and up to five
 * `photos` files, held in memory (5 × 5 MB at most) until every field has been checked, so a
 * refused request writes nothing. Every way a multipart body can be wrong becomes a Spanish
 * 4xx here; nothing from the parser reaches the client as a 500.
 */
export interface PetForm {
  /** every value of every text field, in order */
  fields: Map<string, string[]>
  photos: UploadedPhoto[]
}

/** Passed to @fastify/multipart; one more file than allowed so "too many" can be told apart. */
export const petFormLimits = {
  fileSize: petRules.photoMaxBytes,
  files: petRules.photosMax + 1,
  fields: 40,
  parts: 50,
  fieldSize: 64 * 1024,
} as const

const PHOTO_FIELD = 'photos'

const tooManyPhotos = () => new HttpError(400, errorCodes.tooManyPhotos, petMessages.tooManyPhotos)
const invalidBody = () => new HttpError(400, errorCodes.invalidBody, serverMessages.invalidBody)

/** The parser's own errors, by code; anything else it throws is a malformed body. */
function translateParserError(error: unknown, currentFile: string | null): HttpError {
  if (error instanceof HttpError) return error
  const code = (error as { code?: unknown } | null)?.code
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      // The parser names the part it refused; it may not be the one read last.
      const part = (error as { part?: { filename?: unknown } }).part
      return imageTooLarge(typeof part?.filename === 'string' ? part.filename : (currentFile ?? ''))
    }
    case 'FST_FILES_LIMIT':
      return tooManyPhotos()
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, errorCodes.bodyTooLarge, serverMessages.bodyTooLarge)
    default:
      return invalidBody()
  }
}

export async function readPetForm(request: FastifyRequest): Promise<PetForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, errorCodes.unsupportedMediaType, serverMessages.unsupportedMediaType)
  }
  const fields = new Map<string, string[]>()
  const photos: UploadedPhoto[] = []
  let currentFile: string | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        currentFile = part.filename
        if (part.fieldname !== PHOTO_FIELD) throw invalidBody()
        const data = await part.toBuffer()
        // The size limit can surface as a truncated stream rather than an error from toBuffer
        // (then the parser throws on the NEXT part, when this file's name is no longer current).
        if (part.file.truncated) throw imageTooLarge(part.filename)
        // A file input left empty still sends a part, with no name and no bytes.
        if (data.length === 0 && !part.filename) continue
        if (photos.length >= petRules.photosMax) throw tooManyPhotos()
        photos.push({ filename: part.filename, data })
        currentFile = null
        continue
      }
      if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string') {
        throw invalidBody()
      }
      const values = fields.get(part.fieldname)
      if (values) values.push(part.value)
      else fields.set(part.fieldname, [part.value])
    }
  } catch (error) {
    throw translateParserError(error, currentFile)
  }
  return { fields, photos }
}

/** The last value of a single-valued field (a repeated one: the last wins, as in a form). */
export function single(form: PetForm, name: string): string | undefined {
  return form.fields.get(name)?.at(-1)
}

/**
 * `personalities` as the spec sends it (the field repeated), or `personalities[]`, or one
 * field holding a JSON array.
 */
export function personalityIds(form: PetForm): string[] {
  const values = [
    ...(form.fields.get('personalities') ?? []),
    ...(form.fields.get('personalities[]') ?? []),
  ]
  if (values.length === 1 && values[0]?.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(values[0])
      if (Array.isArray(parsed)) return parsed.map((value) => String(value))
    } catch {
      throw invalidBody()
    }
  }
  return values
}
