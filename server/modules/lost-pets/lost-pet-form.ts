import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { errorCodes } from '../../contract/error-codes.js'
import { clientMadeId } from '../../contract/ids.js'
import { serverMessages } from '../../contract/errors.js'
import { lostPetMessages, lostPetRules } from '../../contract/lost-pets.contract.js'
import { HttpError } from '../../http/http-error.js'
import { parseInput } from '../../http/validation.js'
import {
  photoFormLimits,
  readFilePart,
  translateMultipartError,
  type MultipartAnswers,
} from '../../http/multipart-errors.js'
import { photoTooLarge, type UploadedPhoto } from '../media/photo-store.js'

/**
 * Reads the multipart bodies of POST /api/lost-pets/report (up to 5 `photos`) and
 * POST /api/sightings/report (up to 3): text fields and files held in memory until every field
 * has been checked, so a refused request writes nothing. Every way a multipart body can be
 * wrong becomes a Spanish 4xx; nothing from the parser reaches the client as a 500.
 */
export interface LostPetForm {
  fields: Map<string, string>
  photos: UploadedPhoto[]
}

/** Sized for the larger form, the alert's; readLostPetForm tells each form's own "too many". */
export const lostPetFormLimits = photoFormLimits(
  lostPetRules.photoMaxBytes,
  lostPetRules.alertPhotosMax,
  16 * 1024,
)

const lostPhotoTooLarge = (filename: string) => photoTooLarge(lostPetMessages, filename)

const invalidBody = () => new HttpError(400, errorCodes.invalidBody, serverMessages.invalidBody)

/** How many photos a form takes, and what a form with more is told. */
export interface PhotoAllowance {
  max: number
  tooMany: string
}

export const alertPhotos: PhotoAllowance = {
  max: lostPetRules.alertPhotosMax,
  tooMany: lostPetMessages.tooManyAlertPhotos,
}

export const sightingPhotos: PhotoAllowance = {
  max: lostPetRules.sightingPhotosMax,
  tooMany: lostPetMessages.tooManySightingPhotos,
}

export async function readLostPetForm(
  request: FastifyRequest,
  photoAllowance: PhotoAllowance,
): Promise<LostPetForm> {
  const { max: maxPhotos, tooMany: tooManyMessage } = photoAllowance
  if (!request.isMultipart()) {
    throw new HttpError(415, errorCodes.unsupportedMediaType, serverMessages.unsupportedMediaType)
  }
  const tooMany = () => new HttpError(400, errorCodes.tooManyPhotos, tooManyMessage)
  const answers: MultipartAnswers = { fileTooLarge: lostPhotoTooLarge, tooManyFiles: tooMany }
  const fields = new Map<string, string>()
  const photos: UploadedPhoto[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos' && part.fieldname !== 'photos[]') throw invalidBody()
        const data = await readFilePart(part, answers)
        // A file input left empty still sends a part, with no name and no bytes.
        if (data.length === 0 && !part.filename) continue
        if (photos.length >= maxPhotos) throw tooMany()
        photos.push({ filename: part.filename, data })
        continue
      }
      if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string') {
        throw invalidBody()
      }
      // A repeated text field: the last value wins, as in a form.
      fields.set(part.fieldname, part.value)
    }
  } catch (error) {
    throw translateMultipartError(error, answers)
  }
  return { fields, photos }
}

/** The optional client-made id (what makes a retried report a repeat); a UUID, lower case. */
export function clientId(form: LostPetForm): string | undefined {
  const raw = form.fields.get('id')?.trim()
  if (!raw) return undefined
  const id = clientMadeId(raw)
  if (id === undefined) throw invalidBody()
  return id
}

/**
 * The place as the spec sends it (`coordinates`, JSON text {lat, lng}; §7) or as two fields
 * (`latitude`, `longitude`). Unreadable coordinates are a 400 with the contract's message.
 */
export function coordinateFields(form: LostPetForm): {
  latitude: string | undefined
  longitude: string | undefined
} {
  const text = form.fields.get('coordinates')?.trim()
  if (text) {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new HttpError(400, errorCodes.invalidBody, lostPetMessages.coordinatesInvalid)
    }
    const value = (parsed ?? {}) as Record<string, unknown>
    const latitude = value.lat ?? value.latitude
    const longitude = value.lng ?? value.longitude
    const asText = (item: unknown) =>
      typeof item === 'number' || typeof item === 'string' ? String(item) : undefined
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      asText(latitude) === undefined ||
      asText(longitude) === undefined
    ) {
      throw new HttpError(400, errorCodes.invalidBody, lostPetMessages.coordinatesInvalid)
    }
    return { latitude: asText(latitude), longitude: asText(longitude) }
  }
  return { latitude: form.fields.get('latitude'), longitude: form.fields.get('longitude') }
}

/**
 * A report form (alert, sighting, found pet) as its schema reads it: the client-made id first
 * (a malformed one is refused before any field), then the text fields with the place from
 * either of its spellings (coordinateFields), validated by `schema`.
 */
export function parseReportForm<Schema extends z.ZodType>(
  schema: Schema,
  form: LostPetForm,
): { id: string | undefined; fields: z.output<Schema> } {
  const id = clientId(form)
  const fields = parseInput(schema, {
    ...Object.fromEntries(form.fields),
    ...coordinateFields(form),
  })
  return { id, fields }
}
