import { describe, expect, it } from 'vitest'
import { databaseTargets, type DatabaseTarget } from '../../../test/support/databases.js'
import { useMigratedDatabase, userRow } from '../../../test/support/migrated-database.js'
import { createSessionBatcher } from './session-batch.repository.js'

const NOW = '2026-11-25T10:00:00.000Z'
async function seeded(migrated: ReturnType<typeof useMigratedDatabase>) {
  const { db } = await migrated()
  await db
    .insertInto('users')
    .values(userRow('ana', 1, NOW))
    .execute()
  const token = (hash: string, expires: string, revoked: string | null = null) => ({
    ...{ token_hash: hash, user_id: 'ana', created_at: NOW, last_used_at: NOW },
    ...{ expires_at: expires, revoked_at: revoked },
  })
  await db
    .insertInto('auth_tokens')
    .values([
      token('live', '2026-12-01T00:00:00.000Z'),
      token('revoked', '2026-12-01T00:00:00.000Z', NOW),
      token('expires-soon', '2026-11-25T10:00:00.500Z'),
    ])
    .execute()
  return createSessionBatcher(db)
}

describe.each(databaseTargets)(
  'session lookups grouped per tick on $kind',
  (target: DatabaseTarget) => {
    const migrated = useMigratedDatabase('session-batch-', target)

    it('answers each token of one tick as its own lookup would, each at its own time', async () => {
      const sessions = await seeded(migrated)
      const later = '2026-11-25T10:00:01.000Z'
      const [live, again, revoked, unknown, beforeExpiry, afterExpiry] = await Promise.all([
        sessions.find('live', NOW),
        sessions.find('live', later),
        sessions.find('revoked', NOW),
        sessions.find('nobody', NOW),
        sessions.find('expires-soon', NOW),
        sessions.find('expires-soon', later),
      ])
      expect(live?.user.id).toBe('ana')
      expect(live?.lastUsedAt).toBe(NOW)
      expect(live?.user).not.toHaveProperty('token_hash')
      expect(again?.user.id).toBe('ana')
      expect(revoked).toBeUndefined()
      expect(unknown).toBeUndefined()
      expect(beforeExpiry?.user.id).toBe('ana')
      expect(afterExpiry).toBeUndefined()
    })
  },
)
