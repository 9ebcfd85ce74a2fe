import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js'
import { createSessionBatcher } from './session-batch.repository.js'

const NOW = '2026-11-25T10:00:00.000Z'
let handle: DatabaseHandle | undefined
let dir: string | undefined

afterEach(async () => {
  await handle?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function seeded() {
  dir = mkdtempSync(join(tmpdir(), 'session-batch-'))
  handle = openDatabase({ sqlitePath: join(dir, 'test.sqlite') })
  const { db } = handle
  await migrateToLatest(db)
  await db
    .insertInto('users')
    .values({
      ...{ id: 'ana', email: 'ana@x.example', email_normalized: 'ana@x.example', name: 'Ana' },
      ...{ phone: null, password_hash: 'x', avatar: null, banner: null, bio: null },
      ...{ location: null, address: null, city: null, country: null, latitude: null },
      ...{ longitude: null, share_location: 0, subscription_type: 'free' as const },
      ...{ subscription_plan: null, subscription_expires_at: null, is_demo: 0, seq: 1 },
      ...{ created_at: NOW, updated_at: NOW },
    })
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

describe('session lookups grouped per tick', () => {
  it('answers each token of one tick as its own lookup would, each at its own time', async () => {
    const sessions = await seeded()
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
})
