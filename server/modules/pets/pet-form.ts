import type { FastifyRequest } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import { serverMessages } from '../../contract/errors.js'
import { petMessages, petRules } from '../../contract/pets.contract.js'
import { HttpError } from '../../http/http-error.js'
import {
  photoFormLimits,
  readFilePart,
  translateMultipartError,
  type MultipartAnswers,
} from '../../http/multipart-errors.js'
import type { UploadedPhoto } from '../media/photo-store.js'
import { imageTooLarge } from './pet-photos.js'

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

export const petFormLimits = photoFormLimits(petRules.photoMaxBytes, petRules.photosMax, 64 * 1024)

const PHOTO_FIELD = 'photos'

const tooManyPhotos = () => new HttpError(400, errorCodes.tooManyPhotos, petMessages.tooManyPhotos)
const invalidBody = () => new HttpError(400, errorCodes.invalidBody, serverMessages.invalidBody)

const answers: MultipartAnswers = { fileTooLarge: imageTooLarge, tooManyFiles: tooManyPhotos }

export async function readPetForm(request: FastifyRequest): Promise<PetForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, errorCodes.unsupportedMediaType, serverMessages.unsupportedMediaType)
  }
  const fields = new Map<string, string[]>()
  const photos: UploadedPhoto[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) throw invalidBody()
        const data = await readFilePart(part, answers)
        // A file input left empty still sends a part, with no name and no bytes.
        if (data.length === 0 && !part.filename) continue
        if (photos.length >= petRules.photosMax) throw tooManyPhotos()
        photos.push({ filename: part.filename, data })
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
    throw translateMultipartError(error, answers)
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
