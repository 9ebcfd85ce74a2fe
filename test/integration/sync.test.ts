import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import type { PetDoc } from '@contract/pets.contract'
import { syncMessages, type PullResponse } from '@contract/sync.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import {
  createPet,
  myPets,
  petForm,
  pull,
  pullAll,
  sendForm,
  validPet,
  type FeedDoc,
} from './pets-fixtures.js'
import { insertPetsDirectly } from './sync-seed.js'

/** The pets change feed: GET /api/sync/pets/pull?seq=&limit= against a real server. */
describe.each(databaseTargets)('pets change feed on $kind', (target) => {
  const fixture = useServer(target)

  const expectStrictlyIncreasing = (seqs: number[]) => {
    for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1] ?? 0)
  }

  it('delivers 5,000 pets in an initial pull, then only what changed after the checkpoint', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const ids = await insertPetsDirectly(fixture, owner.user.id, 5000)

    const started = performance.now()
    const initial = await pullAll(fixture.baseUrl, owner.token, 0, 1000)
    const seconds = (performance.now() - started) / 1000
    expect(initial.documents).toHaveLength(5000)
    expect(initial.pages).toBe(6) // five full pages and the empty one that ends the pull
    expect(new Set(initial.documents.map((doc) => doc.id))).toEqual(new Set(ids))
    expect(initial.documents.every((doc) => doc.ownerId === owner.user.id && !doc._deleted)).toBe(
      true,
    )
    expect(initial.documents[0]?.personalities).toEqual([
      { id: 'energy-tranquilo', name: 'Tranquilo', category: 'energy' },
    ])
    expect(seconds).toBeLessThan(20)

    // Nothing new: the checkpoint stays where it was.
    const idle = await pull(fixture.baseUrl, owner.token, initial.checkpoint)
    expect(idle).toEqual({ documents: [], checkpoint: { seq: initial.checkpoint } })

    // One new pet, then an edit of it: each arrives alone, after the previous checkpoint.
    const created = await createPet(fixture.baseUrl, owner.token, { name: 'Nueva' })
    const afterCreate = await pull(fixture.baseUrl, owner.token, initial.checkpoint)
    expect(afterCreate.documents).toEqual([{ ...created, _deleted: false }])
    expect(afterCreate.checkpoint.seq).toBeGreaterThan(initial.checkpoint)

    const edited = await sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${created.id}`,
      owner.token,
      petForm({ ...validPet, name: 'Editada' }),
    )
    expect(edited.status).toBe(200)
    const afterEdit = await pull(fixture.baseUrl, owner.token, afterCreate.checkpoint.seq)
    expect(afterEdit.documents.map((doc) => [doc.id, doc.name])).toEqual([[created.id, 'Editada']])
  })

  it('sends a deletion as a tombstone, and deleted pets leave every normal read', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const kept = await createPet(fixture.baseUrl, owner.token, { name: 'Se queda' })
    const gone = await createPet(fixture.baseUrl, owner.token, { name: 'Se va' })
    const before = await pullAll(fixture.baseUrl, owner.token)
    expect(before.documents.map((doc) => doc.id)).toEqual([kept.id, gone.id])

    const deleted = await call(fixture.baseUrl, 'DELETE', `/api/pets/${gone.id}`, {
      token: owner.token,
    })
    expect(deleted.status).toBe(204)

    const after = await pull(fixture.baseUrl, owner.token, before.checkpoint)
    expect(after.documents).toHaveLength(1)
    expect(after.documents[0]).toMatchObject({ id: gone.id, name: 'Se va', _deleted: true })
    // A fresh client also learns of it (and can drop any copy it has).
    const fromScratch = await pullAll(fixture.baseUrl, owner.token)
    expect(fromScratch.documents.map((doc) => [doc.id, doc._deleted])).toEqual([
      [kept.id, false],
      [gone.id, true],
    ])
    expect((await myPets(fixture.baseUrl, owner.token)).map((pet) => pet.id)).toEqual([kept.id])
    const read = await call(fixture.baseUrl, 'GET', `/api/pets/${gone.id}`, { token: owner.token })
    expect(read.status).toBe(404)
    const stats = await call<{ petCount: number }>(fixture.baseUrl, 'GET', '/api/users/stats', {
      token: owner.token,
    })
    expect(stats.body.petCount).toBe(1)
  })

  it('never shows a user another user’s pets', async () => {
    const [ana, beto] = await Promise.all([
      registerUser(fixture.baseUrl),
      registerUser(fixture.baseUrl),
    ])
    const anasPet = await createPet(fixture.baseUrl, ana.token, { name: 'De Ana' })
    const betosPet = await createPet(fixture.baseUrl, beto.token, { name: 'De Beto' })
    await call(fixture.baseUrl, 'DELETE', `/api/pets/${betosPet.id}`, { token: beto.token })

    const anasFeed = await pullAll(fixture.baseUrl, ana.token)
    expect(anasFeed.documents.map((doc) => doc.id)).toEqual([anasPet.id])
    const betosFeed = await pullAll(fixture.baseUrl, beto.token)
    expect(betosFeed.documents.map((doc) => [doc.id, doc._deleted])).toEqual([[betosPet.id, true]])
  })

  it('never lets a paging pull skip a write made by concurrent requests', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const existing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createPet(fixture.baseUrl, owner.token, { name: `Base ${i}` }),
      ),
    )
    // What the client has seen: the last version of each document, by id.
    const seen = new Map<string, FeedDoc>()
    let checkpoint = 0
    const seqsSeen: number[] = []
    const pullPage = async () => {
      const page: PullResponse<PetDoc> = await pull(fixture.baseUrl, owner.token, checkpoint, 3)
      for (const doc of page.documents) seen.set(doc.id, doc)
      if (page.documents.length > 0) seqsSeen.push(page.checkpoint.seq)
      checkpoint = page.checkpoint.seq
      return page.documents.length
    }

    let writing = true
    const puller = (async () => {
      while (writing) await pullPage()
    })()
    const writes = await Promise.all([
      ...Array.from({ length: 35 }, (_, i) =>
        createPet(fixture.baseUrl, owner.token, { name: `Concurrente ${i}` }),
      ),
      ...existing.map(async (pet, i) => {
        const result = await sendForm(
          fixture.baseUrl,
          'PUT',
          `/api/pets/${pet.id}`,
          owner.token,
          petForm({ ...validPet, name: `Base ${i} editada` }),
        )
        expect(result.status).toBe(200)
      }),
      ...existing.slice(0, 5).map(async (pet) => {
        const result = await sendForm(
          fixture.baseUrl,
          'PUT',
          `/api/pets/${pet.id}`,
          owner.token,
          petForm({ ...validPet, name: `${pet.name} otra vez`, age: '7' }),
        )
        expect(result.status).toBe(200)
      }),
    ])
    writing = false
    await puller
    while ((await pullPage()) === 3);

    expect(writes).toHaveLength(50)
    expectStrictlyIncreasing(seqsSeen)
    const truth = await myPets(fixture.baseUrl, owner.token)
    expect(truth).toHaveLength(45)
    expect([...seen.keys()].sort()).toEqual(truth.map((pet) => pet.id).sort())
    for (const pet of truth) {
      const { _deleted, ...doc } = seen.get(pet.id) ?? ({} as FeedDoc)
      expect(_deleted).toBe(false)
      expect(doc).toEqual(pet)
    }
  })

  it.each([
    ['a negative seq', 'seq=-1', syncMessages.invalidSeq],
    ['a seq that is not a whole number', 'seq=1.5', syncMessages.invalidSeq],
    ['a seq in exponent form', 'seq=1e3', syncMessages.invalidSeq],
    ['a repeated seq', 'seq=1&seq=2', syncMessages.invalidSeq],
    ['a zero limit', 'seq=0&limit=0', syncMessages.invalidLimit],
    ['a limit above the maximum', 'seq=0&limit=1001', syncMessages.invalidLimit],
    ['a limit that is not a number', 'seq=0&limit=mucho', syncMessages.invalidLimit],
  ])('refuses %s with a 400 in Spanish', async (_label, query, message) => {
    const user = await registerUser(fixture.baseUrl)
    const result = await call<ApiErrorBody>(
      fixture.baseUrl,
      'GET',
      `/api/sync/pets/pull?${query}`,
      {
        token: user.token,
      },
    )
    expect(result.status).toBe(400)
    expect(result.body).toEqual({ error: 'invalid-body', message })
  })

  it('answers 404 for an unknown collection and 401 without a token', async () => {
    const user = await registerUser(fixture.baseUrl)
    const unknown = await call<ApiErrorBody>(fixture.baseUrl, 'GET', '/api/sync/usuarios/pull', {
      token: user.token,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: 'not-found', message: syncMessages.unknownCollection })
    const anonymous = await call(fixture.baseUrl, 'GET', '/api/sync/pets/pull?seq=0')
    expect(anonymous.status).toBe(401)
  })

  it('uses the default limit of 200 when none is given', async () => {
    const owner = await registerUser(fixture.baseUrl)
    await insertPetsDirectly(fixture, owner.user.id, 250)
    const first = await pull(fixture.baseUrl, owner.token, 0)
    expect(first.documents).toHaveLength(200)
    const rest = await pull(fixture.baseUrl, owner.token, first.checkpoint.seq)
    expect(rest.documents).toHaveLength(50)
  })
})
