import type { Insertable } from 'kysely'
import { lostPetRules } from '../../contract/lost-pets.contract.js'
import type { LostPetsTable } from '../../db/lost-pets-tables.js'
import { petTypeOf, searchable } from '../lost-pets/lost-pet-doc.js'
import { DEMO_ACCOUNTS } from './demo-accounts.js'
import type { DemoContent } from './demo-content.js'
import { DEMO_UPLOADS_URL, petPhotoName } from './demo-rows.js'

/**
 * A few active lost-pet alerts around the demo centre (San Salvador), so a newcomer's
 * /lost-pets has cards. Last seen in public places (the place of an alert is public), reported
 * by demo owners other than the two sign-in accounts, hours to days ago.
 */
const PLACES = [
  {
    where: 'Parque Cuscatlán, San Salvador',
    latitude: 13.7017,
    longitude: -89.2077,
    urgency: 'critical',
    hoursAgo: 5,
    reward: '$100',
    description:
      'Se soltó de la correa cerca de la entrada principal. Lleva collar rojo con placa.',
  },
  {
    where: 'Plaza Libertad, Centro Histórico',
    latitude: 13.6975,
    longitude: -89.1903,
    urgency: 'high',
    hoursAgo: 30,
    reward: null,
    description: 'Se asustó con los cohetes y salió corriendo hacia la catedral.',
  },
  {
    where: 'Colonia Escalón, cerca del redondel Masferrer',
    latitude: 13.7105,
    longitude: -89.2375,
    urgency: 'medium',
    hoursAgo: 72,
    reward: '$50',
    description: 'Es muy tímido; si lo ven, por favor no lo persigan y avísennos.',
  },
  {
    where: 'Parque Bicentenario, Antiguo Cuscatlán',
    latitude: 13.6801,
    longitude: -89.2517,
    urgency: 'low',
    hoursAgo: 140,
    reward: null,
    description: 'Salió por la puerta del jardín. Tiene una mancha blanca en el pecho.',
  },
] as const

const accountEmails = new Set<string>(DEMO_ACCOUNTS.map((account) => account.email))

export function demoLostPetRows(content: DemoContent, now: Date): Insertable<LostPetsTable>[] {
  const owners = new Map(content.owners.map((owner) => [owner.id, owner]))
  const candidates = content.pets.filter((pet) => {
    const owner = owners.get(pet.ownerId)
    return owner !== undefined && !accountEmails.has(owner.seed.email)
  })
  return PLACES.flatMap((place, index) => {
    const pet = candidates[index * 3]
    const owner = pet && owners.get(pet.ownerId)
    if (!pet || !owner) return []
    const created = new Date(now.getTime() - place.hoursAgo * 3_600_000)
    const at = created.toISOString()
    return [
      {
        id: `demo-lost-${index + 1}`,
        pet_id: pet.id,
        reporter_id: owner.id,
        owner_id: owner.id,
        name: pet.name,
        breed: pet.breed,
        species: pet.species,
        pet_type: petTypeOf(pet.species),
        photos: JSON.stringify(
          Array.from(
            { length: Math.min(pet.photoCount, lostPetRules.alertPhotosMax) },
            (_, photo) => `${DEMO_UPLOADS_URL}/${petPhotoName(pet, photo)}`,
          ),
        ),
        latitude: place.latitude,
        longitude: place.longitude,
        last_seen_location: place.where,
        last_seen_date: at.slice(0, 10),
        last_seen_time: at.slice(11, 16),
        urgency_level: place.urgency,
        reward: place.reward,
        description: place.description,
        contact_phone: owner.seed.phone,
        contact_email: null,
        additional_notes: null,
        search_text: searchable(`${pet.name} ${pet.breed} ${place.where}`),
        status: 'active' as const,
        expires_at: new Date(
          created.getTime() + lostPetRules.expiryDays * 86_400_000,
        ).toISOString(),
        created_at: at,
        updated_at: at,
      },
    ]
  })
}
