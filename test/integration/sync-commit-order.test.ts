import { describe, expect, it } from 'vitest'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { pull, type FeedDoc } from './pets-fixtures.js'
import { racePetWrites } from './sync-seed.js'

/**
 * The change feed's core promise, tested where it can break: a transaction that took an early
 * seq and is slow to commit must not be overtaken by a later, faster one. A client pulling
 * in a tight loop meanwhile would otherwise see the later write, move its checkpoint past
 * the earlier seq, and never receive the slow write.
 */
describe.each(databaseTargets)('commit-ordered change seqs on $kind', (target) => {
  const fixture = useServer(target)

  it('never lets a pull see a later seq before an earlier one has committed', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const seen = new Map<string, FeedDoc>()
    let checkpoint = 0
    let racing = true
    const puller = (async () => {
      while (racing) {
        const page = await pull(fixture.baseUrl, owner.token, checkpoint, 10)
        for (const doc of page.documents) seen.set(doc.id, doc)
        checkpoint = page.checkpoint.seq
      }
    })()
    const rounds = []
    try {
      for (let round = 0; round < 3; round++) {
        rounds.push(await racePetWrites(fixture, owner.user.id, 400))
      }
    } finally {
      racing = false
      await puller
    }
    const last = await pull(fixture.baseUrl, owner.token, checkpoint, 10)
    for (const doc of last.documents) seen.set(doc.id, doc)

    for (const { slowId, fastId } of rounds) {
      expect(seen.has(fastId)).toBe(true)
      expect(seen.has(slowId)).toBe(true)
    }
  })
})
