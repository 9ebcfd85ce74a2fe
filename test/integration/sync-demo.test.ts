import { describe, expect, it } from 'vitest'
import type { AuthResponse } from '@contract/auth.contract'
import type { LostPetDoc, LostPetsResponse } from '@contract/lost-pets.contract'
import { thumbnailPath } from '@contract/media'
import type { PullResponse } from '@contract/sync.contract'
import { call } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { queryRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { myPets, pullAll } from './pets-fixtures.js'
import { pullProfile, servedImage } from './profile-fixtures.js'

/**
 * The demo seed inserts its rows directly; start-up numbers them in the change feeds so demo
 * owners get their pets and their profile through replication like any other. The seed also
 * writes a thumbnail beside every pet photo (contract/media.ts). One suite for all of it: a
 * demo server is slow to start (it renders every picture).
 */
describe.each(databaseTargets)('demo content in the change feeds on $kind', (target) => {
  const fixture = useServer(target, { env: { DEMO_DATA: '1' } })

  const signInAsAna = async () => {
    const login = await call<AuthResponse>(fixture.baseUrl, 'POST', '/api/auth/login', {
      json: { email: 'ana@huellitas.app', password: 'huellitas123' },
    })
    expect(login.status).toBe(200)
    return login.body
  }

  const expectDistinctPositiveSeqs = (rows: { seq: string | number }[]) => {
    const seqs = rows.map((row) => Number(row.seq))
    expect(seqs.length).toBeGreaterThan(0)
    expect(seqs.every((seq) => seq > 0)).toBe(true)
    expect(new Set(seqs).size).toBe(seqs.length)
  }

  it('gives every demo pet its own seq and pulls them to their owners', async () => {
    expectDistinctPositiveSeqs(
      await queryRows<{ seq: string | number }>(fixture, 'SELECT seq FROM pets'),
    )
    const ana = await signInAsAna()
    const feed = await pullAll(fixture.baseUrl, ana.token)
    expect(feed.documents).toHaveLength(3)
    expect(feed.documents.every((doc) => doc.ownerId === ana.user.id)).toBe(true)
    const pets = await myPets(fixture.baseUrl, ana.token)
    expect(feed.documents.map((doc) => doc.id).sort()).toEqual(pets.map((pet) => pet.id).sort())
  })

  it('gives every demo user a profile seq and pulls a demo owner their own profile', async () => {
    expectDistinctPositiveSeqs(
      await queryRows<{ seq: string | number }>(fixture, 'SELECT seq FROM users'),
    )
    const ana = await signInAsAna()
    const feed = await pullProfile(fixture, ana.token)
    expect(feed.documents).toHaveLength(1)
    const [doc] = feed.documents
    expect(doc).toMatchObject({ ...ana.user, shareLocation: true, _deleted: false })
    expect(Date.parse(doc?.updatedAt ?? '')).not.toBeNaN()
    expect(feed.checkpoint.seq).toBeGreaterThan(0)
  })

  it('serves a thumbnail for every demo photo', async () => {
    const ana = await signInAsAna()
    const photos = (await myPets(fixture.baseUrl, ana.token)).flatMap((pet) => pet.photos)
    expect(photos.length).toBeGreaterThan(0)
    for (const photo of photos) {
      const meta = await servedImage(fixture, thumbnailPath(photo) ?? '')
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 360, 480])
    }
  })

  it('shows a newcomer active lost-pet alerts near the demo area, also through the feed', async () => {
    const ana = await signInAsAna()
    const list = await call<LostPetsResponse>(fixture.baseUrl, 'GET', '/api/lost-pets', {
      token: ana.token,
    })
    expect(list.status).toBe(200)
    expect(list.body.lostPets.length).toBeGreaterThanOrEqual(4)
    expect(list.body.lostPets.every((alert) => alert.status === 'active')).toBe(true)
    const feed = await call<PullResponse<LostPetDoc>>(
      fixture.baseUrl,
      'GET',
      '/api/sync/lostPets/pull?seq=0',
      { token: ana.token },
    )
    const held = feed.body.documents.filter((doc) => !doc._deleted).map((doc) => doc.id)
    expect(held.sort()).toEqual(list.body.lostPets.map((alert) => alert.id).sort())
  })
})
