import type { Personality, PetDoc, PetFields } from '@contract/pets.contract'

/**
 * The two shapes of a pet write: the multipart body the spec's POST/PUT /api/pets take, and
 * the optimistic document screens show until the server's version replicates (built to match
 * what the server will store, so the swap is invisible).
 */
export interface PetWriteExtras {
  /** POST: the client-made id that makes a resend a repeat */
  id?: string
  /** PUT: the current photos to keep, in order */
  existingPhotos?: readonly string[]
}

export function petFormData(
  fields: PetFields,
  photos: readonly File[],
  extras: PetWriteExtras = {},
): FormData {
  const form = new FormData()
  if (extras.id) form.append('id', extras.id)
  form.append('name', fields.name)
  form.append('breed', fields.breed)
  form.append('age', String(fields.age))
  // Spec §3: the gender is sent uppercased.
  form.append('gender', fields.gender.toUpperCase())
  if (fields.description !== undefined) form.append('description', fields.description)
  if (fields.species !== undefined) form.append('species', fields.species)
  for (const id of fields.personalities) form.append('personalities', id)
  form.append('location', fields.location)
  if (fields.city !== undefined) form.append('city', fields.city)
  if (fields.latitude !== undefined) form.append('latitude', String(fields.latitude))
  if (fields.longitude !== undefined) form.append('longitude', String(fields.longitude))
  for (const name of ['ownerContact', 'medicalNeeds', 'allergies', 'vetPhone'] as const) {
    const value = fields[name]
    if (value !== undefined) form.append(name, value)
  }
  for (const name of ['showOwnerContact', 'showEmergencyInfo'] as const) {
    const value = fields[name]
    if (value !== undefined) form.append(name, String(value))
  }
  if (extras.existingPhotos) form.append('existingPhotos', JSON.stringify(extras.existingPhotos))
  for (const photo of photos) form.append('photos', photo, photo.name)
  return form
}

const blankToNull = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim()

export interface OptimisticPetInput {
  id: string
  ownerId: string
  fields: PetFields
  /** what the photos will be: kept paths first, then previews of the new files */
  photos: string[]
  /** the catalogue, to show names for the chosen personality ids */
  catalogue: readonly Personality[]
  now: string
}

/** The pet as the server will store it: a new one (base null) or `base` with the form applied. */
export function optimisticPet(base: PetDoc | null, input: OptimisticPetInput): PetDoc {
  const { fields } = input
  const byId = new Map(input.catalogue.map((personality) => [personality.id, personality]))
  const personalities = fields.personalities
    .map((id) => byId.get(id) ?? base?.personalities.find((known) => known.id === id))
    .filter((personality): personality is Personality => !!personality)
  const common = {
    name: fields.name.trim(),
    breed: fields.breed.trim(),
    age: fields.age,
    gender: fields.gender,
    location: fields.location.trim(),
    photos: input.photos,
    personalities,
    updatedAt: input.now,
  }
  if (!base) {
    return {
      id: input.id,
      ownerId: input.ownerId,
      species: fields.species ?? 'dog',
      description: blankToNull(fields.description),
      weight: null,
      color: null,
      vaccinated: null,
      neutered: null,
      temperament: null,
      city: blankToNull(fields.city),
      latitude: fields.latitude ?? null,
      longitude: fields.longitude ?? null,
      ownerContact: null,
      medicalNeeds: null,
      allergies: null,
      vetPhone: null,
      showOwnerContact: false,
      showEmergencyInfo: true,
      createdAt: input.now,
      ...common,
      ...qrProfileOf(fields),
    }
  }
  // Optional fields the form did not send keep their value, as on the server.
  return {
    ...base,
    ...common,
    ...(fields.description !== undefined ? { description: blankToNull(fields.description) } : {}),
    ...(fields.species ? { species: fields.species } : {}),
    ...(fields.city !== undefined ? { city: blankToNull(fields.city) } : {}),
    ...(fields.latitude !== undefined ? { latitude: fields.latitude } : {}),
    ...(fields.longitude !== undefined ? { longitude: fields.longitude } : {}),
    ...qrProfileOf(fields),
  }
}

/** The QR profile's fields the form sent, as the server stores them (blank is null). */
function qrProfileOf(fields: PetFields): Partial<PetDoc> {
  const profile: Partial<PetDoc> = {}
  for (const name of ['ownerContact', 'medicalNeeds', 'allergies', 'vetPhone'] as const) {
    const value = fields[name]
    if (value !== undefined) profile[name] = blankToNull(value)
  }
  if (fields.showOwnerContact !== undefined) profile.showOwnerContact = fields.showOwnerContact
  if (fields.showEmergencyInfo !== undefined) profile.showEmergencyInfo = fields.showEmergencyInfo
  return profile
}

/** Local previews of photos that are not uploaded yet (they do not survive a reload). */
export function previewUrls(photos: readonly File[]): string[] {
  if (typeof URL.createObjectURL !== 'function') return []
  return photos.map((photo) => URL.createObjectURL(photo))
}
