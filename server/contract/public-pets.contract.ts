/**
 * Wire contract of the public pet page /pet/{id}?qr=true for visitors without an account (the
 * url inside a pet's QR code, spec §3).
 *
 * - GET  /api/public/pets/{id}        → PublicPetResponse (404 when unknown or deleted)
 * - POST /api/public/pets/{id}/notify  PetNoticeInput → 201 VisitorAnswer ('Avisar al dueño')
 *
 * The notice reaches the owner as an in-app notification with the finder's name, phone, words
 * and, only when the finder ticked the consent box, the position their browser gave. Visitors
 * are rate-limited per address and per pet (429 with a Spanish message), sharing the counters
 * of the public alert page.
 */
import { z } from 'zod'
import { isWholePosition, ruled, visitor, visitorPosition } from './public-lost-pets.contract.js'
import { lostPetMessages as lost } from './lost-pets.messages.js'
import { visitorRules } from './visitor-rules.js'

export * from './public-pets.messages.js'

export const petNoticeSchema = z
  .object({
    ...visitor,
    message: ruled(visitorRules.notice).default(''),
    ...visitorPosition,
  })
  .refine(isWholePosition, { message: lost.coordinatesInvalid })
export type PetNoticeInput = z.input<typeof petNoticeSchema>
