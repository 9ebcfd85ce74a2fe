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
import { writeOneByOne, type BatchTransaction } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { photosOf, seqOf, toFeedDoc, toPetDoc, toPetDocFor, type PetRow } from './pet-doc.js'
import type { PetForm } from './pet-form.js'
import { clientPetId, keptPhotos, nullIfBlank, parsePetFields } from './pet-input.js'
import { commitWithPhotos } from '../media/commit-with-photos.js'
import type { PhotoStore } from '../media/photo-store.js'
import type { NewPetRow, PetChanges, PetsRepository } from './pets.repository.js'
import { feedPage } from '../sync/sync-feed.js'

export interface PetsServiceDeps {
  repository: PetsRepository
  photos: PhotoStore
  broadcaster: ChangeBroadcaster
  /** The writes commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
  now?: () => Date
}

/**
 * A queued write of a pet, as it joins a batch. A create's or an edit's photos are already
 * stored: `photos` holds their paths (JSON), added by media/commit-with-photos.ts.
 */
type PetWrite =
  | {
      op: 'create'
      userId: string
      row: Omit<NewPetRow, 'photos'>
      personalityIds: string[]
      photos: string
    }
  | {
      op: 'update'
      userId: string
      petId: string
      /** the changes, given the pet as it is in the transaction and the new photos' paths */
      changes: (latest: PetRow, added: string[]) => PetChanges
      personalityIds: string[]
      photos: string
    }
  | { op: 'remove'; userId: string; petId: string }

/** What a write did: its answer's pet, and the rows before and after it (null: nothing written). */
interface PetWritten {
  status: 200 | 201 | 204
  pet: PetDoc | null
  change: { before: PetRow | null; after: PetRow } | null
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

  /** One write, inside the batch's transaction: every check reads what it will change. */
  async function writeIn(trx: BatchTransaction, write: PetWrite): Promise<PetWritten> {
    const docOf = async (row: PetRow): Promise<PetDoc> => {
      const personalities = await repository.personalitiesOf([row.id], trx)
      return toPetDoc(row, personalities.get(row.id) ?? [])
    }
    switch (write.op) {
      case 'create': {
        const values = { ...write.row, photos: write.photos }
        const row = await repository.insertPetIn(trx, values, write.personalityIds)
        if (row) return { status: 201, pet: await docOf(row), change: { before: null, after: row } }
        // The id is taken: the same create sent again answers the caller's own live pet (this
        // run's photos are then removed: commit-with-photos.ts); anyone else's id is a clash.
        const existing = await repository.findPet(values.id, trx)
        if (!existing || existing.owner_id !== write.userId || existing.deleted === 1) {
          throw idTaken()
        }
        return { status: 201, pet: await docOf(existing), change: null }
      }
      case 'update': {
        const added = photosOf(write)
        const result = await repository.updatePetIn(trx, write.petId, (latest) => {
          assertOwnedLive(latest, write.userId)
          return { changes: write.changes(latest, added), personalityIds: write.personalityIds }
        })
        if (!result) throw notFound()
        return { status: 200, pet: await docOf(result.after), change: result }
      }
      case 'remove': {
        const current = await repository.findPet(write.petId, trx)
        // The owner deleting a pet already deleted is the same delete sent again (a retry whose
        // first run committed but whose answer was lost): it succeeds without writing.
        if (current?.deleted === 1 && current.owner_id === write.userId) {
          return { status: 204, pet: null, change: null }
        }
        const result = await repository.tombstonePetIn(
          trx,
          write.petId,
          (latest) => assertOwnedLive(latest, write.userId),
          now(),
        )
        if (!result) throw notFound()
        return { status: 204, pet: null, change: result }
      }
    }
  }
  const petWrites = writeOneByOne('pets', ['pets'], writeIn)

  const answer = ({ status, pet }: PetWritten) => ({
    status,
    body: pet ? { pet } : undefined,
  })
  /** A create answered by the pet its client id already names stored nothing of this run. */
  const storedPhotos = ({ change }: PetWritten) => change !== null

  /**
   * After the commit (not for a replayed answer): the photos the pet no longer holds go, and
   * the owner's sockets get the change.
   */
  async function afterCommit(committed: Committed<PetWritten>): Promise<void> {
    if (committed.isReplay || !committed.output.change) return
    const { before, after } = committed.output.change
    if (before) {
      const remaining = new Set(photosOf(after))
      await photos.remove(photosOf(before).filter((path) => !remaining.has(path)))
    }
    await publish(after)
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

    /**
     * 201 { pet }: the photos are stored first (media/commit-with-photos.ts), then the pet joins
     * the group commit with its key's answer; a create whose client id is stored answers that
     * pet.
     */
    async create(
      userId: string,
      form: PetForm,
      ticket?: WriteTicket | null,
    ): Promise<Committed<PetWritten>> {
      const fields = parsePetFields(form, 'create')
      const clientId = clientPetId(form)
      await assertPersonalitiesExist(fields.personalities)
      const timestamp = now()
      const row: Omit<NewPetRow, 'photos'> = {
        id: clientId ?? randomUUID(),
        owner_id: userId,
        ...formFields(fields),
        species: fields.species ?? 'dog',
        description: nullIfBlank(fields.description),
        city: nullIfBlank(fields.city),
        latitude: fields.latitude ?? null,
        longitude: fields.longitude ?? null,
        owner_contact: null,
        emergency_medical: null,
        emergency_allergies: null,
        emergency_vet_phone: null,
        ...qrProfileChanges(fields),
        created_at: timestamp,
        updated_at: timestamp,
      }
      const committed = await commitWithPhotos(
        { photos, writes: deps.writes },
        petWrites,
        { photos: form.photos, ticket },
        { op: 'create', userId, row, personalityIds: fields.personalities },
        answer,
        storedPhotos,
      )
      await afterCommit(committed)
      return committed
    },

    /**
     * 200 { pet }: the owner is checked before `readForm` reads the body (a stranger's upload is
     * never even buffered); the new photos are stored first; the edit joins the group commit and
     * applies to the pet as it is then (photos removed meanwhile by another edit stay removed,
     * those added meanwhile stay unless the form listed the ones to keep).
     */
    async update(
      userId: string,
      petId: string,
      readForm: () => Promise<PetForm>,
      ticket?: WriteTicket | null,
    ): Promise<Committed<PetWritten>> {
      const current = await repository.findPet(petId)
      assertOwnedLive(current, userId)
      const form = await readForm()
      const fields = parsePetFields(form, 'update')
      await assertPersonalitiesExist(fields.personalities)
      const kept = keptPhotos(form, photosOf(current))
      const keptCount = kept?.length ?? photosOf(current).length
      if (keptCount + form.photos.length > petRules.photosMax) throw tooManyPhotos()
      const has = (name: string) => form.fields.has(name)
      const changes = (latest: PetRow, added: string[]): PetChanges => {
        // Another edit may have committed since the check above: of the listed photos keep
        // only those that still exist; with none listed, all the pet holds now.
        const latestPhotos = photosOf(latest)
        const stay = kept ? kept.filter((path) => latestPhotos.includes(path)) : latestPhotos
        const next = [...stay, ...added]
        if (next.length > petRules.photosMax) throw tooManyPhotos()
        return {
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
      }
      const committed = await commitWithPhotos(
        { photos, writes: deps.writes },
        petWrites,
        { photos: form.photos, ticket },
        { op: 'update', userId, petId, changes, personalityIds: fields.personalities },
        answer,
        storedPhotos,
      )
      await afterCommit(committed)
      return committed
    },

    /** 204: a delete of the owner's deleted pet succeeds; the photos go after the commit. */
    async remove(
      userId: string,
      petId: string,
      ticket?: WriteTicket | null,
    ): Promise<Committed<PetWritten>> {
      const committed = await deps.writes.commit(
        petWrites,
        { op: 'remove', userId, petId },
        { ticket, answer },
      )
      await afterCommit(committed)
      return committed
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
