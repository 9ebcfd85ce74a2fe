import { describe, expect, it } from 'vitest'
import { databaseTargets, type DatabaseTarget } from '../../../test/support/databases.js'
import { useMigratedDatabase, userRow } from '../../../test/support/migrated-database.js'
import { createNotificationsRepository } from './notifications.repository.js'

const NOW = '2026-11-30T10:00:00.000Z'

/** Ana has a push subscription, Beto has none. */
async function seeded(migrated: ReturnType<typeof useMigratedDatabase>) {
  const { db } = await migrated()
  await db
    .insertInto('users')
    .values([userRow('ana', 1, NOW), userRow('beto', 2, NOW)])
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

const threadNotice = (id: string, userId: string, thread: string) => ({
  ...notice(id, userId),
  key: `${thread}#${id}`,
  thread,
})

describe.each(databaseTargets)('on $kind', (target: DatabaseTarget) => {
  const migrated = useMigratedDatabase('notifications-repo-', target)

  describe('stored notifications and their push jobs', () => {
    it('mark the ones whose recipient can be pushed to, and store a job for those only', async () => {
      const { db, repository } = await seeded(migrated)
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
      const { repository } = await seeded(migrated)
      const stored = await repository.insertCapped(
        [notice('n3', 'beto')],
        '2026-11-29T10:00:00.000Z',
        50,
      )
      expect(stored).toHaveLength(1)
      expect(stored.some((row) => row.pushQueued)).toBe(false)
    })
  })

  describe("a thread's notices", () => {
    it('one unread per user and thread: only an unread notice of that very thread holds a new one back', async () => {
      const { db, repository } = await seeded(migrated)
      const since = '2026-11-29T10:00:00.000Z'
      await repository.insertCapped(
        [
          threadNotice('open-ana', 'ana', 'message:ab'),
          threadNotice('read-beto', 'beto', 'message:ab'),
        ],
        since,
        50,
      )
      await db.updateTable('notifications').set({ read: 1 }).where('id', '=', 'read-beto').execute()

      const stored = await repository.insertCapped(
        [
          // held back: Ana has not read this chat's notice
          threadNotice('again-ana', 'ana', 'message:ab'),
          // stored: Beto read his; a thread whose name extends another's is another thread
          threadNotice('again-beto', 'beto', 'message:ab'),
          threadNotice('longer-ana', 'ana', 'message:abc'),
          threadNotice('upper-ana', 'ana', 'message:AB'),
        ],
        since,
        50,
      )
      expect(stored.map((row) => row.id)).toEqual(['again-beto', 'longer-ana', 'upper-ana'])
    })
  })
})
