import { randomUUID } from 'node:crypto'
import { errorCodes } from '../../contract/error-codes.js'
import {
  personalityCategories,
  petMessages,
  petRules,
  type PersonalitiesResponse,
  type Personality,
  type PersonalityCategory,
  type PetDoc,
  type PetProfileResponse,
  type PetFields,
} from '../../contract/pets.contract.js'
import { HttpError } from '../../http/http-error.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { photosOf, seqOf, toFeedDoc, toPetDoc, toPetDocFor, type PetRow } from './pet-doc.js'
import type { PetForm } from './pet-form.js'
import { clientPetId, keptPhotos, nullIfBlank, parsePetFields } from './pet-input.js'
import type { PhotoStore } from '../media/photo-store.js'
import {
  DuplicatePetIdError,
  MissingPetError,
  type PetChanges,
  type PetsRepository,
} from './pets.repository.js'
import { feedPage } from '../sync/sync-feed.js'

export interface PetsServiceDeps {
  repository: PetsRepository
  photos: PhotoStore
  broadcaster: ChangeBroadcaster
  now?: () => Date
}

const notFound = () => new HttpError(404, errorCodes.notFound, petMessages.notFound)
const notYours = () => new HttpError(403, errorCodes.forbidden, petMessages.notYours)
const idTaken = () => new HttpError(409, errorCodes.conflict, petMessages.idTaken)
const tooManyPhotos = () => new HttpError(400, errorCodes.tooManyPhotos, petMessages.tooManyPhotos)

/** What only the owner may change: 404 for a missing or deleted pet, 403 for someone else's. */
function assertOwnedLive(pet: PetRow | undefined, userId: string): asserts pet is PetRow {
  if (!pet || pet.deleted === 1) throw notFound()
  if (pet.owner_id !== userId) throw notYours()
}

/**
 * The owner's pets: REST reads and writes plus the pull feed. Every write publishes its
 * document to the owner's sockets after it commits; photo files are written before the
 * transaction (removed again if it fails) and old ones deleted only after it commits, so a
 * failed request leaves neither a row nor a stray file, and a committed one no dangling path.
 */
export function createPetsService(deps: PetsServiceDeps) {
  const { repository, photos, broadcaster } = deps
  const now = () => (deps.now?.() ?? new Date()).toISOString()

  async function docsOf(rows: PetRow[]): Promise<PetDoc[]> {
    const personalities = await repository.personalitiesOf(rows.map((row) => row.id))
    return rows.map((row) => toPetDoc(row, personalities.get(row.id) ?? []))
  }

  async function publish(row: PetRow): Promise<PetDoc> {
    const personalities = (await repository.personalitiesOf([row.id])).get(row.id) ?? []
    broadcaster.publish([row.owner_id], {
      collection: 'pets',
      documents: [toFeedDoc(row, personalities)],
      checkpoint: { seq: seqOf(row) },
    })
    return toPetDoc(row, personalities)
  }

  async function assertPersonalitiesExist(ids: readonly string[]): Promise<void> {
    const known = await repository.existingPersonalityIds(ids)
    if (ids.some((id) => !known.has(id))) {
      throw new HttpError(400, errorCodes.invalidBody, petMessages.personalityUnknown)
    }
  }

  /** A create whose id exists already: the caller's own live pet is the repeat's answer. */
  async function answerRepeat(id: string, userId: string): Promise<PetDoc> {
    const existing = await repository.findPet(id)
    if (!existing || existing.owner_id !== userId || existing.deleted === 1) throw idTaken()
    const [doc] = await docsOf([existing])
    if (!doc) throw idTaken()
    return doc
  }

  function formFields(fields: PetFields) {
    return {
      name: fields.name,
      breed: fields.breed,
      age: fields.age,
      gender: fields.gender,
      location: fields.location.trim(),
    }
  }

  /** The QR profile's fields the form sent (those it did not send keep their value). */
  function qrProfileChanges(fields: PetFields): PetChanges {
    const changes: PetChanges = {}
    const texts = [
      ['owner_contact', fields.ownerContact],
      ['emergency_medical', fields.medicalNeeds],
      ['emergency_allergies', fields.allergies],
      ['emergency_vet_phone', fields.vetPhone],
    ] as const
    for (const [column, value] of texts) {
      if (value !== undefined) changes[column] = nullIfBlank(value)
    }
    if (fields.showOwnerContact !== undefined) {
      changes.show_owner_contact = fields.showOwnerContact ? 1 : 0
    }
    if (fields.showEmergencyInfo !== undefined) {
      changes.show_emergency_info = fields.showEmergencyInfo ? 1 : 0
    }
    return changes
  }

  return {
    async personalities(): Promise<PersonalitiesResponse> {
      const grouped = Object.fromEntries(
        personalityCategories.map((category) => [category, [] as Personality[]]),
      ) as Record<PersonalityCategory, Personality[]>
      for (const personality of await repository.allPersonalities()) {
        grouped[personality.category].push(personality)
      }
      return { success: true, personalities: grouped }
    },

    async myPets(userId: string): Promise<PetDoc[]> {
      return docsOf(await repository.listActiveByOwner(userId))
    },

    /**
     * Any signed-in user may look at a live pet (its profile page); someone else's pet is
     * placed at its cell of about 1 km, as discover shows it, so the owner's home is never
     * exposed.
     */
    async getPet(id: string, viewerId: string): Promise<PetProfileResponse['pet']> {
      const pet = await repository.findPet(id)
      if (!pet || pet.deleted === 1) throw notFound()
      const [personalities, owner] = await Promise.all([
        repository.personalitiesOf([pet.id]),
        repository.findOwnerSummary(pet.owner_id),
      ])
      const doc = toPetDocFor(pet, personalities.get(pet.id) ?? [], viewerId)
      return { ...doc, owner: owner ?? null }
    },

    async create(userId: string, form: PetForm): Promise<PetDoc> {
      const fields = parsePetFields(form, 'create')
      const clientId = clientPetId(form)
      await assertPersonalitiesExist(fields.personalities)
      if (clientId && (await repository.findPet(clientId))) return answerRepeat(clientId, userId)

      const id = clientId ?? randomUUID()
      // Named from the write's id: a retry after a crash here rewrites these files, not new ones.
      const paths = await photos.save(form.photos, clientId ? `${userId}\n${clientId}` : undefined)
      const timestamp = now()
      try {
        const row = await repository.insertPet(
          {
            id,
            owner_id: userId,
            ...formFields(fields),
            species: fields.species ?? 'dog',
            description: nullIfBlank(fields.description),
            city: nullIfBlank(fields.city),
            latitude: fields.latitude ?? null,
            longitude: fields.longitude ?? null,
            photos: JSON.stringify(paths),
            owner_contact: null,
            emergency_medical: null,
            emergency_allergies: null,
            emergency_vet_phone: null,
            ...qrProfileChanges(fields),
            created_at: timestamp,
            updated_at: timestamp,
          },
          fields.personalities,
        )
        return await publish(row)
      } catch (error) {
        // Two creates with one client id raced: the loser answers like a repeat, and the
        // winner holds the very files this one wrote (same names); a stranger's are removed.
        if (error instanceof DuplicatePetIdError) {
          return answerRepeat(id, userId).catch(async (refusal: unknown) => {
            await photos.remove(paths)
            throw refusal
          })
        }
        await photos.remove(paths)
        throw error
      }
    },

    /** Checked before the body is read: a stranger's upload is never even buffered. */
    async assertCanChange(userId: string, petId: string): Promise<void> {
      assertOwnedLive(await repository.findPet(petId), userId)
    },

    async update(userId: string, petId: string, form: PetForm): Promise<PetDoc> {
      const current = await repository.findPet(petId)
      assertOwnedLive(current, userId)
      const fields = parsePetFields(form, 'update')
      await assertPersonalitiesExist(fields.personalities)
      const kept = keptPhotos(form, photosOf(current))
      if (kept.length + form.photos.length > petRules.photosMax) throw tooManyPhotos()

      const added = await photos.save(form.photos)
      const has = (name: string) => form.fields.has(name)
      let result: { before: PetRow; after: PetRow }
      try {
        result = await repository.updatePet(petId, (latest) => {
          assertOwnedLive(latest, userId)
          // Another edit may have committed since the check above: keep only what still exists.
          const latestPhotos = photosOf(latest)
          const next = [...kept.filter((path) => latestPhotos.includes(path)), ...added]
          if (next.length > petRules.photosMax) throw tooManyPhotos()
          const changes: PetChanges = {
            ...formFields(fields),
            photos: JSON.stringify(next),
            updated_at: now(),
            // Optional fields the form did not send keep their value.
            ...(has('description') ? { description: nullIfBlank(fields.description) } : {}),
            ...(fields.species ? { species: fields.species } : {}),
            ...(has('city') ? { city: nullIfBlank(fields.city) } : {}),
            ...(fields.latitude !== undefined ? { latitude: fields.latitude } : {}),
            ...(fields.longitude !== undefined ? { longitude: fields.longitude } : {}),
            ...qrProfileChanges(fields),
          }
          return { changes, personalityIds: fields.personalities }
        })
      } catch (error) {
        await photos.remove(added)
        if (error instanceof MissingPetError) throw notFound()
        throw error
      }
      const remaining = new Set(photosOf(result.after))
      await photos.remove(photosOf(result.before).filter((path) => !remaining.has(path)))
      return publish(result.after)
    },

    async remove(userId: string, petId: string): Promise<void> {
      // The owner deleting a pet already deleted is the same delete sent again (a retry whose
      // first run committed but whose answer was lost): it succeeds without writing.
      const current = await repository.findPet(petId)
      if (current?.deleted === 1 && current.owner_id === userId) return
      let result: { before: PetRow; after: PetRow }
      try {
        result = await repository.tombstonePet(
          petId,
          (latest) => assertOwnedLive(latest, userId),
          now(),
        )
      } catch (error) {
        if (error instanceof MissingPetError) throw notFound()
        throw error
      }
      await photos.remove(photosOf(result.before))
      await publish(result.after)
    },

    /** The pets change feed: the caller's own pets, tombstones included. */
    async pull(userId: string, afterSeq: number, limit: number) {
      const rows = await repository.changesAfter(userId, afterSeq, limit)
      const personalities = await repository.personalitiesOf(rows.map((row) => row.id))
      return feedPage(rows, afterSeq, (row) => toFeedDoc(row, personalities.get(row.id) ?? []))
    },
  }
}

export type PetsService = ReturnType<typeof createPetsService>
