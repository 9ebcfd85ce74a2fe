/**
 * Cremation and memorial requests (spec §2 /funeral-services and the 4-step request dialog,
 * §3 'Cremation service option', 'Urgency option', 'Memorial option', 'Cremation request form',
 * §9 'Sample prices'): the zod-free part of the contract, with the one pricing function the
 * server charges by and the dialog's running total shows.
 *
 * - The packages are catalogue entries of kind 'cremation' (the `services` feed); each carries
 *   its urgency and memorial options with their prices (`cremation`), so the screen opens
 *   offline and the server's row is the one truth of every price.
 * - POST /api/cremation-requests  CremationRequestInput + optional client-made `id` → 201
 *   CremationRequestResponse. The server computes the total; a `total` the client sends is
 *   ignored. A repeat with the same id answers the stored request. The request is a booking of
 *   kind 'cremation' (the owner's `bookings` feed, 'Mis citas'), its price the total.
 * - GET /api/cremation-requests/{id} → the caller's own (someone else's is 404).
 */

export interface UrgencyOption {
  id: string
  name: string
  description: string
  /** added to the package price, in the catalogue's currency */
  extraCost: number
}

export interface MemorialOption {
  id: string
  name: string
  description: string
  price: number
}

/** What a cremation package adds to a catalogue entry (ServiceFeedDoc.cremation). */
export interface CremationDetails {
  includes: string[]
  urgencyAvailable: boolean
  /** empty when the package has no urgency */
  urgencyOptions: UrgencyOption[]
  memorialOptions: MemorialOption[]
}

export interface CremationChoice {
  /** null: no urgency (the normal schedule) */
  urgencyId: string | null
  memorialIds: readonly string[]
}

export type CremationPriceError = 'urgency-unavailable' | 'urgency-unknown' | 'memorial-unknown'

export type CremationPrice =
  | {
      ok: true
      base: number
      urgency: UrgencyOption | null
      memorials: MemorialOption[]
      total: number
    }
  | { ok: false; error: CremationPriceError; id: string }

/**
 * The total of a request: the package's price, plus the chosen urgency's extra cost, plus each
 * chosen memorial option's price once (a repeated id counts once). The server charges this;
 * the dialog shows it as the running total.
 */
export function cremationPrice(
  service: { price: number; cremation: CremationDetails | null },
  choice: CremationChoice,
): CremationPrice {
  const details = service.cremation
  let urgency: UrgencyOption | null = null
  if (choice.urgencyId !== null) {
    if (!details?.urgencyAvailable) {
      return { ok: false, error: 'urgency-unavailable', id: choice.urgencyId }
    }
    urgency = details.urgencyOptions.find((option) => option.id === choice.urgencyId) ?? null
    if (!urgency) return { ok: false, error: 'urgency-unknown', id: choice.urgencyId }
  }
  const memorials: MemorialOption[] = []
  for (const id of new Set(choice.memorialIds)) {
    const memorial = details?.memorialOptions.find((option) => option.id === id)
    if (!memorial) return { ok: false, error: 'memorial-unknown', id }
    memorials.push(memorial)
  }
  const extras = (urgency?.extraCost ?? 0) + memorials.reduce((sum, m) => sum + m.price, 0)
  // Whole cents, so that 0.1 + 0.2 never shows as 0.30000000000000004.
  const total = Math.round((service.price + extras) * 100) / 100
  return { ok: true, base: service.price, urgency, memorials, total }
}

export const cremationRules = {
  nameMax: 80,
  breedMax: 80,
  ageMax: 40,
  phoneMinDigits: 7,
  phoneMax: 30,
  emailMax: 254,
  addressMax: 300,
  instructionsMax: 1000,
  memorialsMax: 20,
  /** §9 'Cremation contact response' */
  contactHours: 2,
} as const

export interface CremationRequestInput {
  serviceId: string
  petName: string | null
  petBreed: string | null
  petAge: string | null
  urgencyId: string | null
  memorialIds: string[]
  contactPhone: string
  contactEmail: string | null
  pickupAddress: string
  specialInstructions: string | null
  /** YYYY-MM-DD, today or later; null: as soon as possible */
  preferredDate: string | null
  /** HH:mm; null: any time */
  preferredTime: string | null
}

/**
 * The server's record of a request: what was asked (the chosen urgency and memorials as the
 * options themselves) and what it costs.
 */
export interface CremationRequestDoc extends Omit<
  CremationRequestInput,
  'urgencyId' | 'memorialIds'
> {
  id: string
  bookingId: string
  serviceName: string
  provider: string
  urgency: UrgencyOption | null
  memorials: MemorialOption[]
  basePrice: number
  total: number
  currency: string
  createdAt: string
}

export const cremationMessages = {
  serviceRequired: 'Selecciona un servicio de cremación.',
  serviceNotFound: 'Servicio de cremación no encontrado.',
  notCremation: 'Ese servicio no es un servicio de cremación.',
  serviceUnavailable: 'Este servicio no tiene disponibilidad por ahora.',
  urgencyUnavailable: 'Este servicio no ofrece atención urgente.',
  urgencyUnknown: 'Esa opción de urgencia no existe.',
  memorialUnknown: 'Esa opción de recuerdo no existe.',
  memorialsInvalid: 'Las opciones de recuerdo no son válidas.',
  petNameTooLong: `El nombre de la mascota puede tener hasta ${cremationRules.nameMax} caracteres.`,
  petBreedTooLong: `La raza puede tener hasta ${cremationRules.breedMax} caracteres.`,
  petAgeTooLong: `La edad puede tener hasta ${cremationRules.ageMax} caracteres.`,
  phoneRequired: 'El teléfono de contacto es obligatorio.',
  phoneInvalid: 'El teléfono de contacto no es válido.',
  emailInvalid: 'El correo electrónico de contacto no es válido.',
  addressRequired: 'La dirección de recogida es obligatoria.',
  addressTooLong: `La dirección puede tener hasta ${cremationRules.addressMax} caracteres.`,
  instructionsTooLong: `Las instrucciones pueden tener hasta ${cremationRules.instructionsMax} caracteres.`,
  dateInvalid: 'La fecha preferida no es válida.',
  datePast: 'La fecha preferida debe ser hoy o posterior.',
  timeInvalid: 'La hora preferida no es válida (usa el formato HH:MM).',
  notFound: 'Solicitud no encontrada.',
  idInvalid: 'El identificador de la solicitud no es válido.',
  idTaken: 'Ese identificador de solicitud ya está en uso.',
  notReschedulable:
    'Las solicitudes de cremación no se reagendan: te contactaremos para coordinar.',
  createError: 'Error al enviar la solicitud. Inténtalo de nuevo.',
} as const

/** The Spanish refusal of a price error (server 400s and the dialog say the same). */
export function cremationPriceMessage(error: CremationPriceError): string {
  switch (error) {
    case 'urgency-unavailable':
      return cremationMessages.urgencyUnavailable
    case 'urgency-unknown':
      return cremationMessages.urgencyUnknown
    case 'memorial-unknown':
      return cremationMessages.memorialUnknown
  }
}

export const cremationNoticeTexts = {
  title: 'Solicitud de cremación recibida',
  message: (service: string) =>
    `${service}: te contactaremos en menos de ${cremationRules.contactHours} horas.`,
} as const
