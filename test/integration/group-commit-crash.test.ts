import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@contract/chat.contract'
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@contract/sync.contract'
import { call, registerUser, type ApiResult } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows, queryRows } from '../support/db-probe.js'
import { useRestartableServer } from '../support/restartable-server.js'
import { matchedPair, messagesState, type MatchedPair } from './chat-fixtures.js'
import { ownerWithFemale, validRecord, write as cycleWrite } from './cycle-records-fixtures.js'
import {
  jpeg,
  ownerWithPet,
  reportAlert,
  sendSighting,
  validSighting,
} from './lost-pets-fixtures.js'
import { ownerWithPets, pet, swipe, type Owner } from './matches-fixtures.js'
import { petForm, sendForm, validPet } from './pets-fixtures.js'

const CONCURRENT = 200
const PAIRS = 4

/**
 * A node killed in the middle of a batch of 200 concurrent queued writes (messages in four
 * chats). Their clients resend every one with the same key to the restarted node, as the
 * write queue does until an answer is final. Each message must be stored exactly once and
 * none lost: the group commit stores a write with its key's answer or neither, so a resend
 * either replays (it committed before the kill) or runs (it did not).
 */
describe.each(databaseTargets)('a node killed mid-batch on $kind', (target) => {
  const fixture = useRestartableServer(target)

  const send = (pair: MatchedPair, write: { key: string; id: string; content: string }) =>
    call<{ message: ChatMessage }>(
      fixture.baseUrl,
      'POST',
      `/api/matches/${pair.matchId}/messages`,
      {
        token: pair.ana.token,
        json: { id: write.id, content: write.content },
        headers: { [IDEMPOTENCY_HEADER]: write.key },
      },
    )

  it('stores each of 200 concurrent writes once after the clients resend them', async () => {
    const pairs = await Promise.all(Array.from({ length: PAIRS }, () => matchedPair(fixture)))
    const writes = Array.from({ length: CONCURRENT }, (_, i) => ({
      pair: pairs[i % PAIRS] as MatchedPair,
      key: randomUUID(),
      id: randomUUID(),
      content: `mensaje ${i}`,
    }))

    // Killed once the first answers are out: some batches committed, others in flight.
    let answeredBeforeKill = 0
    let firstAnswer: () => void = () => undefined
    const firstAnswered = new Promise<void>((resolve) => (firstAnswer = resolve))
    const inFlight = writes.map((write) =>
      send(write.pair, write).then(
        (result) => {
          if (result.status === 201) {
            answeredBeforeKill += 1
            firstAnswer()
          }
          return result
        },
        () => null,
      ),
    )
    await Promise.race([firstAnswered, sleep(5_000)])
    await fixture.kill()
    const before = await Promise.all(inFlight)
    const storedAtKill = await countRows(
      fixture,
      'SELECT count(*) AS count FROM messages WHERE match_id IN (?, ?, ?, ?)',
      pairs.map((pair) => pair.matchId),
    )
    // Nothing a batch holds outlives its transaction: no claim is left for anyone to take over.
    expect(
      await countRows(
        fixture,
        "SELECT count(*) AS count FROM idempotency_keys WHERE state = 'pending'",
      ),
    ).toBe(0)
    await fixture.restart()

    let replayed = 0
    for (const [i, write] of writes.entries()) {
      let result: ApiResult<{ message: ChatMessage }> | null = null
      for (let attempt = 0; attempt < 10 && !(result && result.status < 300); attempt++) {
        result = await send(write.pair, write).catch(() => null)
      }
      expect(result?.status, `${write.content}: ${result?.text}`).toBe(201)
      expect(result?.body.message.id).toBe(write.id)
      if (result?.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true') replayed += 1
      // An answer the client got before the kill is the answer it gets again.
      const first = before[i]
      if (first?.status === 201) expect(result?.text).toBe(first.text)
    }
    // Exactly the writes that committed before the kill are replayed; the others ran now.
    expect(replayed).toBe(storedAtKill)

    const rows = await queryRows<{ id: string }>(
      fixture,
      `SELECT id FROM messages WHERE match_id IN (?, ?, ?, ?)`,
      pairs.map((pair) => pair.matchId),
    )
    expect(rows.map((row) => row.id).sort()).toEqual(writes.map((write) => write.id).sort())
    for (const pair of pairs) {
      const [state] = await queryRows<{ unread_count: number | string }>(
        fixture,
        'SELECT unread_count FROM chat_states WHERE match_id = ? AND user_id = ?',
        [pair.matchId, pair.bruno.user.id],
      )
      // Counted once each for the recipient: no write ran twice.
      expect(Number(state?.unread_count)).toBe(CONCURRENT / PAIRS)
      const feed = await messagesState(fixture, pair.bruno.token)
      expect(feed.size).toBe(CONCURRENT / PAIRS)
    }
    console.info(
      `killed mid-batch on ${target.kind}: ${answeredBeforeKill} answered and ` +
        `${storedAtKill} stored before the kill, ${replayed} replayed after it`,
    )
  }, 180_000)

  it('stores each write of a batch of several kinds once after the resends', async () => {
    // 100 swipes (5 swipers × 20 pets, the first 5 of each a like) beside 100 messages, 40
    // cycle records, 20 sightings with a photo, 20 comments and 20 new pets with a photo, all
    // made without a client id (a write run twice would show as a second row): the batches mix
    // kinds, which take their change counters together (db/group-commit.ts).
    const [pair, shelter, owner, alertOwner, petOwner, ...swipers] = await Promise.all([
      matchedPair(fixture),
      ownerWithPets(fixture, 20, 'Refugio'),
      ownerWithFemale(fixture),
      ownerWithPet(fixture.baseUrl),
      registerUser(fixture.baseUrl),
      ...Array.from({ length: 5 }, (_, i) => ownerWithPets(fixture, 1, `Swiper ${i}`)),
    ])
    const alert = await reportAlert(fixture.baseUrl, alertOwner.user.token, alertOwner.pet.id)
    const photo = [{ name: 'visto.jpg', data: await jpeg() }]
    type Write =
      | { kind: 'message'; key: string; id: string; content: string }
      | { kind: 'swipe'; key: string; swiper: Owner; targetPetId: string; action: string }
      | { kind: 'record'; key: string; notes: string }
      | { kind: 'sighting'; key: string; description: string }
      | { kind: 'comment'; key: string; content: string }
      | { kind: 'pet'; key: string; name: string }
    const swipes: Write[] = swipers.flatMap((swiper) =>
      shelter.pets.map((target, i) => ({
        kind: 'swipe' as const,
        key: randomUUID(),
        swiper,
        targetPetId: target.id,
        action: i < 5 ? 'like' : 'pass',
      })),
    )
    const messages: Write[] = Array.from({ length: 100 }, (_, i) => ({
      kind: 'message' as const,
      key: randomUUID(),
      id: randomUUID(),
      content: `mezcla ${i}`,
    }))
    const records: Write[] = Array.from({ length: 40 }, (_, i) => ({
      kind: 'record' as const,
      key: randomUUID(),
      notes: `registro ${i}`,
    }))
    const sightings: Write[] = Array.from({ length: 20 }, (_, i) => ({
      kind: 'sighting' as const,
      key: randomUUID(),
      description: `Visto ${i}`,
    }))
    const comments: Write[] = Array.from({ length: 20 }, (_, i) => ({
      kind: 'comment' as const,
      key: randomUUID(),
      content: `Qué bonita ${i}`,
    }))
    const pets: Write[] = Array.from({ length: 20 }, (_, i) => ({
      kind: 'pet' as const,
      key: randomUUID(),
      name: `Nueva ${i}`,
    }))
    const writes = swipes.flatMap((write, i) => [
      write,
      messages[i] as Write,
      ...(i < records.length ? [records[i] as Write] : []),
      ...(i < sightings.length ? [sightings[i] as Write] : []),
      ...(i < comments.length ? [comments[i] as Write] : []),
      ...(i < pets.length ? [pets[i] as Write] : []),
    ])
    const run = (write: Write): Promise<ApiResult<unknown>> => {
      switch (write.kind) {
        case 'message':
          return send(pair, write)
        case 'swipe':
          return swipe(
            fixture,
            write.swiper.token,
            {
              targetPetId: write.targetPetId,
              action: write.action,
              userPetId: pet(write.swiper).id,
            },
            { [IDEMPOTENCY_HEADER]: write.key },
          )
        case 'record':
          return cycleWrite(
            fixture,
            owner.token,
            'POST',
            `/api/pets/${owner.female.id}/cycle-records`,
            { ...validRecord, notes: write.notes },
            write.key,
          )
        case 'sighting':
          return sendSighting(
            fixture.baseUrl,
            alertOwner.user.token,
            { ...validSighting(alert.id), description: write.description },
            photo,
            write.key,
          )
        case 'comment':
          return call(fixture.baseUrl, 'POST', `/api/comments/pet/${alertOwner.pet.id}`, {
            token: pair.ana.token,
            json: { content: write.content },
            headers: { [IDEMPOTENCY_HEADER]: write.key },
          })
        case 'pet':
          return sendForm(
            fixture.baseUrl,
            'POST',
            '/api/pets',
            petOwner.token,
            petForm({ ...validPet, name: write.name, photos: photo }),
            { [IDEMPOTENCY_HEADER]: write.key },
          )
      }
    }

    let firstAnswer: () => void = () => undefined
    const firstAnswered = new Promise<void>((resolve) => (firstAnswer = resolve))
    const inFlight = writes.map((write) =>
      run(write).then(
        (result) => {
          if (result.status < 300) firstAnswer()
          return result
        },
        () => null,
      ),
    )
    await Promise.race([firstAnswered, sleep(5_000)])
    await fixture.kill()
    const before = await Promise.all(inFlight)
    expect(
      await countRows(
        fixture,
        "SELECT count(*) AS count FROM idempotency_keys WHERE state = 'pending'",
      ),
    ).toBe(0)
    const answered = before.filter((result) => result !== null && result.status < 300).length
    console.info(
      `mixed batch killed on ${target.kind}: ${answered} of ${writes.length} answered before the kill`,
    )
    await fixture.restart()

    for (const [i, write] of writes.entries()) {
      let result: ApiResult<unknown> | null = null
      for (let attempt = 0; attempt < 10 && !(result && result.status < 300); attempt++) {
        result = await run(write).catch(() => null)
      }
      expect(result?.status, `${write.kind} ${i}: ${result?.text}`).toBe(
        write.kind === 'swipe' ? 200 : 201,
      )
      const first = before[i]
      if (first && first.status < 300) expect(result?.text).toBe(first.text)
      // A swipe that committed before the kill replays its answer; it never reads as a repeat.
      if (write.kind === 'swipe') {
        expect((result?.body as { alreadyInteracted?: boolean }).alreadyInteracted).toBe(false)
      }
    }
    const swipeRows = await queryRows<{ actor_key: string; target_pet_id: string }>(
      fixture,
      `SELECT actor_key, target_pet_id FROM swipes WHERE target_owner_id = ?`,
      [shelter.user.id],
    )
    expect(swipeRows.length).toBe(swipes.length)
    const messageRows = await queryRows<{ id: string }>(
      fixture,
      'SELECT id FROM messages WHERE match_id = ?',
      [pair.matchId],
    )
    expect(messageRows.map((row) => row.id).sort()).toEqual(
      messages.map((write) => (write.kind === 'message' ? write.id : '')).sort(),
    )
    const recordRows = await queryRows<{ notes: string }>(
      fixture,
      'SELECT notes FROM cycle_records WHERE pet_id = ?',
      [owner.female.id],
    )
    expect(recordRows.map((row) => row.notes).sort()).toEqual(
      records.map((write) => (write.kind === 'record' ? write.notes : '')).sort(),
    )
    const sightingRows = await queryRows<{ description: string; photos: string }>(
      fixture,
      'SELECT description, photos FROM sightings WHERE lost_pet_id = ?',
      [alert.id],
    )
    expect(sightingRows.map((row) => row.description).sort()).toEqual(
      sightings.map((write) => (write.kind === 'sighting' ? write.description : '')).sort(),
    )
    const commentRows = await queryRows<{ content: string }>(
      fixture,
      'SELECT content FROM comments WHERE pet_id = ?',
      [alertOwner.pet.id],
    )
    expect(commentRows.map((row) => row.content).sort()).toEqual(
      comments.map((write) => (write.kind === 'comment' ? write.content : '')).sort(),
    )
    expect(sightingRows.every((row) => (JSON.parse(row.photos) as string[]).length === 1)).toBe(
      true,
    )
    const petRows = await queryRows<{ name: string; photos: string }>(
      fixture,
      'SELECT name, photos FROM pets WHERE owner_id = ?',
      [petOwner.user.id],
    )
    expect(petRows.map((row) => row.name).sort()).toEqual(
      pets.map((write) => (write.kind === 'pet' ? write.name : '')).sort(),
    )
    expect(petRows.every((row) => (JSON.parse(row.photos) as string[]).length === 1)).toBe(true)
  }, 180_000)
})
