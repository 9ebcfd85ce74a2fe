import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { createRxDatabase, type RxCollection, type RxJsonSchema } from 'rxdb'
import { describe, expect, it } from 'vitest'
import { createDatabase } from '../database'
import { createStorage } from '../storage'
import { matchesSchema, type MatchDoc } from './matches.schema'

/**
 * Version 0 → 3: a device that stored matches before `muted`, `lostPetId` and
 * `hasUnreadPriority` keeps them, unmuted, about no lost pet and with no priority message.
 */
type MatchDocV0 = Omit<MatchDoc, 'muted' | 'lostPetId' | 'hasUnreadPriority'>
const addedSince0 = ['muted', 'lostPetId', 'hasUnreadPriority']

describe('matches schema migration', () => {
  it('adds muted=false, lostPetId=null and hasUnreadPriority=false to version 0 documents', async () => {
    const indexedDb = { indexedDB: new IDBFactory(), IDBKeyRange }
    const name = 'huellitas-migration-test'
    const oldProperties: Record<string, unknown> = { ...matchesSchema.properties }
    for (const field of addedSince0) delete oldProperties[field]
    const version0 = {
      ...matchesSchema,
      version: 0,
      properties: oldProperties,
      required: (matchesSchema.required as string[]).filter(
        (field) => !addedSince0.includes(field),
      ),
    } as unknown as RxJsonSchema<MatchDocV0>
    const old = await createRxDatabase<{ matches: RxCollection<MatchDocV0> }>({
      name,
      storage: createStorage(indexedDb),
      multiInstance: false,
    })
    await old.addCollections({ matches: { schema: version0 } })
    const at = '2026-01-10T10:00:00.000Z'
    await old.matches.insert({
      id: 'match:m1',
      kind: 'match',
      matchId: 'm1',
      myPetId: 'p1',
      myPetName: 'Luna',
      otherPetId: 'p2',
      otherPetName: 'Rocky',
      otherPetBreed: 'Beagle',
      otherPetAge: 2,
      otherPetImage: null,
      otherUserId: 'u2',
      otherUserName: 'Carlos',
      otherUserAvatar: null,
      isSuperLike: false,
      lastMessage: 'Hola',
      lastMessageAt: at,
      unreadCount: 1,
      matchedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    await old.close()

    const database = await createDatabase('user', {
      name,
      indexedDb,
      multiInstance: false,
      collections: ['matches'],
    })
    try {
      const migrated = await database.matches.findOne('match:m1').exec()
      expect(migrated?.toJSON()).toMatchObject({
        id: 'match:m1',
        unreadCount: 1,
        muted: false,
        lostPetId: null,
        hasUnreadPriority: false,
      })
    } finally {
      await database.close()
    }
  })
})
