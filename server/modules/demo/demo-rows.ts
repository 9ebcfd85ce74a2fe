import type { DemoContent, DemoOwnerRecord, DemoPetRecord } from './demo-content.js'
import type { DemoRows } from './demo.repository.js'

/** Public URL prefix of the files under `<uploadsDir>/demo`. */
export const DEMO_UPLOADS_URL = '/uploads/demo'
const SUBSCRIPTION_DAYS = 300

export function petPhotoName(pet: DemoPetRecord, photo: number): string {
  return `${pet.id}-${photo + 1}.webp`
}

/** The card-sized copy beside each photo, named as contract/media.ts's thumbnailPath says. */
export function petThumbnailName(pet: DemoPetRecord, photo: number): string {
  return `${pet.id}-${photo + 1}.thumb.webp`
}

export function avatarName(owner: DemoOwnerRecord): string {
  return `${owner.id}.webp`
}

const flag = (value: boolean | null): number | null => (value === null ? null : value ? 1 : 0)

/** Database rows for the content; `passwordHashOf` gives each owner's stored hash. */
export function demoRows(
  content: DemoContent,
  passwordHashOf: (owner: DemoOwnerRecord) => string,
  now: Date,
): Omit<DemoRows, 'lostPets'> {
  const users = content.owners.map((owner) => ({
    id: owner.id,
    email: owner.seed.email,
    email_normalized: owner.seed.email.toLowerCase(),
    name: owner.seed.name,
    phone: owner.seed.phone,
    password_hash: passwordHashOf(owner),
    avatar: `${DEMO_UPLOADS_URL}/avatars/${avatarName(owner)}`,
    banner: null,
    bio: owner.seed.bio,
    location: `${owner.area}, ${owner.cityName}, El Salvador`,
    address: owner.area,
    city: owner.cityName,
    country: 'El Salvador',
    latitude: owner.home.latitude,
    longitude: owner.home.longitude,
    share_location: 1,
    subscription_type: owner.seed.isPremium ? ('premium' as const) : ('free' as const),
    subscription_plan: owner.seed.isPremium ? ('yearly' as const) : null,
    subscription_expires_at: owner.seed.isPremium
      ? new Date(now.getTime() + SUBSCRIPTION_DAYS * 86_400_000).toISOString()
      : null,
    is_demo: 1,
    created_at: owner.createdAt,
    updated_at: owner.createdAt,
  }))
  const pets = content.pets.map((pet) => ({
    id: pet.id,
    owner_id: pet.ownerId,
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    age: pet.age,
    gender: pet.gender,
    description: pet.description,
    weight: pet.weight,
    color: pet.color,
    vaccinated: flag(pet.vaccinated),
    neutered: flag(pet.neutered),
    temperament: pet.temperament,
    location: pet.location,
    city: pet.city,
    latitude: pet.position.latitude,
    longitude: pet.position.longitude,
    photos: JSON.stringify(
      Array.from(
        { length: pet.photoCount },
        (_, photo) => `${DEMO_UPLOADS_URL}/${petPhotoName(pet, photo)}`,
      ),
    ),
    created_at: pet.createdAt,
    updated_at: pet.createdAt,
  }))
  const petPersonalities = content.pets.flatMap((pet) =>
    pet.personalityIds.map((personalityId) => ({ pet_id: pet.id, personality_id: personalityId })),
  )
  return { users, pets, petPersonalities }
}
