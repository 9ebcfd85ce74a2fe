import type { PetGender } from '@contract/pets.contract'
import { longDay } from '../../../i18n/calendar-day'
import { lostPets } from '../../../i18n/es/lost-pets'
import type { LostPetDoc } from '../../../db/schemas/lost-pets.schema'
import { publicPageUrl } from '../lost-pet-list'

const t = lostPets.flyer

/**
 * What a lost-pet flyer says, from the alert as this device holds it, so the
 * screen, the print and the PDF read the same words. The pet's sex and colour are not part of
 * an alert: they come from the pet itself when it is on this device (the owner's own pets),
 * and are left out otherwise.
 */
export interface FlyerFacts {
  /** 'SE BUSCA', or 'PERDIDO' / 'PERDIDA' when the pet's sex is known */
  heading: string
  name: string
  breed: string | null
  color: string | null
  place: string
  /** '12 de noviembre de 2026, a las 08:00' */
  seen: string
  reward: string | null
  phone: string
  description: string
  /** the alert's public page, which the QR code holds */
  url: string
  /** upload paths, the first one the flyer's photo */
  photos: readonly string[]
}

export interface PetDetails {
  gender: PetGender | null
  color: string | null
}

const filled = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim()
  return trimmed ? trimmed : null
}

export function flyerFacts(
  pet: Pick<
    LostPetDoc,
    | 'id'
    | 'name'
    | 'breed'
    | 'photos'
    | 'lastSeenLocation'
    | 'lastSeenDate'
    | 'lastSeenTime'
    | 'reward'
    | 'contactPhone'
    | 'description'
  >,
  details: PetDetails | null,
  origin: string,
): FlyerFacts {
  return {
    heading: details?.gender ? t.heading[details.gender] : t.heading.unknown,
    name: pet.name.trim(),
    breed: filled(pet.breed),
    color: filled(details?.color),
    place: filled(pet.lastSeenLocation) ?? lostPets.card.noLocation,
    seen: t.seenOn(longDay(pet.lastSeenDate), pet.lastSeenTime.trim()),
    reward: filled(pet.reward),
    phone: pet.contactPhone.trim(),
    description: pet.description.trim(),
    url: publicPageUrl(pet.id, origin),
    photos: pet.photos,
  }
}

/** 'se-busca-{name}.pdf', the name in lower-case ASCII words joined by dashes. */
export function flyerFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
  return `${t.fileName}-${slug || t.fallbackName}.pdf`
}
