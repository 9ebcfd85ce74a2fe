import { emergencyInfoText, type PetEmergencyParts } from '@contract/pets.messages'
import { common } from '../../i18n/es/common'

/**
 * The text inside a pet's QR code (spec §3 QR payload) and how a scanned text is read back
 * (§5 QR scan). One module for both directions: the dialog writes what the scanner reads.
 */
export interface PetQrPayload {
  type: 'pet_profile'
  petId: string
  name: string
  breed: string
  ownerContact: string
  emergencyInfo: string
  url: string
}

export interface PetQrSource {
  id: string
  name: string
  breed?: string | null
  ownerContact?: string | null
  emergencyInfo?: string | null
}

/** The pet page a code opens: /pet/{petId}?qr=true on this deployment's origin (§2, §3). */
export function petQrUrl(petId: string, origin: string = location.origin): string {
  const url = new URL(`/pet/${encodeURIComponent(petId)}`, origin)
  url.searchParams.set('qr', 'true')
  return url.href
}

/** The owner's pet as the QR profile holds it (the pets collection's document has these). */
export interface OwnedPetQrProfile extends PetEmergencyParts {
  id: string
  name: string
  breed: string
  ownerContact: string | null
  showOwnerContact: boolean
  showEmergencyInfo: boolean
}

/**
 * What the code may tell whoever scans it: the owner's contact only when the owner chose to
 * show it, the emergency information only when shown (the public page follows the same choice).
 */
export function petQrSource(pet: OwnedPetQrProfile): PetQrSource {
  return {
    id: pet.id,
    name: pet.name,
    breed: pet.breed,
    ownerContact: pet.showOwnerContact ? pet.ownerContact : null,
    emergencyInfo: pet.showEmergencyInfo ? emergencyInfoText(pet) : null,
  }
}

export function buildPetQrPayload(pet: PetQrSource, origin?: string): PetQrPayload {
  const ownerContact = pet.ownerContact?.trim()
  const emergencyInfo = pet.emergencyInfo?.trim()
  return {
    type: 'pet_profile',
    petId: pet.id,
    name: pet.name,
    breed: pet.breed?.trim() ?? '',
    ownerContact: ownerContact || `Contactar via ${common.appName}`,
    emergencyInfo: emergencyInfo || 'Sin información de emergencia',
    url: petQrUrl(pet.id, origin),
  }
}

export type ScannedQr =
  | { kind: 'pet'; payload: Partial<PetQrPayload> & { petId: string } }
  | { kind: 'link'; url: string }
  | { kind: 'unknown' }

function asText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * §5: a pet profile only if the text parses as JSON with type pet_profile and a petId; else a
 * generic link if it has a url (plain text counts as an object holding only a url); else
 * unknown ('Código QR no reconocido como perfil de mascota').
 */
export function readScannedQr(text: string): ScannedQr {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    data = { url: text.trim() }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: 'unknown' }
  const record = data as Record<string, unknown>
  const petId = asText(record.petId)
  if (record.type === 'pet_profile' && petId) {
    return {
      kind: 'pet',
      payload: {
        type: 'pet_profile',
        petId,
        name: asText(record.name),
        breed: asText(record.breed),
        ownerContact: asText(record.ownerContact),
        emergencyInfo: asText(record.emergencyInfo),
        url: asText(record.url),
      },
    }
  }
  const url = asText(record.url)
  if (url && isWebLink(url)) return { kind: 'link', url }
  return { kind: 'unknown' }
}

/** Only http(s) links are opened: a code must not run `javascript:` or open local files. */
function isWebLink(text: string): boolean {
  try {
    const { protocol } = new URL(text)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
