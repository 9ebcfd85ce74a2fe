import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js'
import { createNotificationsRepository } from './notifications.repository.js'

const NOW = '2026-11-30T10:00:00.000Z'
let handle: DatabaseHandle | undefined
let dir: string | undefined

afterEach(async () => {
  await handle?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Ana has a push subscription, Beto has none. */
async function seeded() {
  dir = mkdtempSync(join(tmpdir(), 'notifications-repo-'))
  handle = openDatabase({ sqlitePath: join(dir, 'test.sqlite') })
  const { db } = handle
  await migrateToLatest(db)
  const user = (id: string, seq: number) => ({
    ...{ id, email: `${id}@x.example`, email_normalized: `${id}@x.example`, name: id },
    ...{ phone: null, password_hash: 'x', avatar: null, banner: null, bio: null },
    ...{ location: null, address: null, city: null, country: null, latitude: null },
    ...{ longitude: null, share_location: 0, subscription_type: 'free' as const },
    ...{ subscription_plan: null, subscription_expires_at: null, is_demo: 0, seq },
    ...{ created_at: NOW, updated_at: NOW },
  })
  await db
    .insertInto('users')
    .values([user('ana', 1), user('beto', 2)])
    .execute()
  await db
    .insertInto('push_subscriptions')
    .values({
      ...{ id: 'sub-ana', user_id: 'ana', endpoint: 'https://push.example/ana' },
      ...{ p256dh: 'k', auth: 'a', token_hash: 't', created_at: NOW, updated_at: NOW },
    })
    .execute()
  return { db, repository: createNotificationsRepository(db) }
}

const notice = (id: string, userId: string) => ({
  ...{ id, user_id: userId, key: `k-${id}`, type: 'match', title: 'Título' },
  ...{ message: 'Mensaje', data: '{}', created_at: NOW },
})

describe('stored notifications and their push jobs', () => {
  it('mark the ones whose recipient can be pushed to, and store a job for those only', async () => {
    const { db, repository } = await seeded()
    const stored = await repository.insertCapped(
      [notice('n1', 'ana'), notice('n2', 'beto')],
      '2026-11-29T10:00:00.000Z',
      50,
    )
    expect(stored.map((row) => [row.id, row.pushQueued === true])).toEqual([
      ['n1', true],
      ['n2', false],
    ])
    const jobs = await db.selectFrom('push_jobs').select(['id', 'user_id']).execute()
    expect(jobs).toEqual([{ id: 'n1', user_id: 'ana' }])
  })

  it('mark none when no recipient has a subscription', async () => {
    const { repository } = await seeded()
    const stored = await repository.insertCapped(
      [notice('n3', 'beto')],
      '2026-11-29T10:00:00.000Z',
      50,
    )
    expect(stored).toHaveLength(1)
    expect(stored.some((row) => row.pushQueued)).toBe(false)
  })
})
