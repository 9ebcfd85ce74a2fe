import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@contract/chat.contract'
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@contract/sync.contract'
import { HEARTBEAT_MS, OWNER_SILENT_MS } from '../../server/http/instance-heartbeat.js'
import { call, type ApiResult } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows, executeSql, queryRows } from '../support/db-probe.js'
import { useRestartableServer } from '../support/restartable-server.js'
import { matchedPair, messagesState, type MatchedPair } from './chat-fixtures.js'

/**
 * How soon a restarted server takes over the claim of the process it replaced: once that
 * process's last heartbeat is OWNER_SILENT_MS old, which a quick restart may not yet have
 * reached (the retry then waits out the rest), plus a heartbeat's time for the request itself.
 * Never the IDEMPOTENCY_WAIT_MS a claim of a live owner would wait before its 409.
 */
const TAKEOVER_MS = OWNER_SILENT_MS + HEARTBEAT_MS

/**
 * Idempotency across a crash: a server process killed outright leaves the claims of its
 * in-flight writes pending. A restarted server must run (or replay) every retry of them at
 * once — never answer 409 "in progress" for a request no process is running — and a message
 * whose write committed just before the kill must not be stored twice.
 */
describe.each(databaseTargets)('Idempotency-Key across a crash on $kind', (target) => {
  const fixture = useRestartableServer(target)

  const send = (pair: MatchedPair, key: string, id: string, content: string) =>
    call<{ message: ChatMessage }>(
      fixture.baseUrl,
      'POST',
      `/api/matches/${pair.matchId}/messages`,
      { token: pair.ana.token, json: { id, content }, headers: { [IDEMPOTENCY_HEADER]: key } },
    )

  const countMessage = (id: string) =>
    countRows(fixture, 'SELECT count(*) AS count FROM messages WHERE id = ?', [id])

  const pendingClaim = (pair: MatchedPair, key: string, owner: string) =>
    executeSql(
      fixture,
      `INSERT INTO idempotency_keys (user_id, key, method, path, state, created_at, owner)
       VALUES (?, ?, 'POST', ?, 'pending', ?, ?)`,
      [
        pair.ana.user.id,
        key,
        `/api/matches/${pair.matchId}/messages`,
        new Date().toISOString(),
        owner,
      ],
    )

  it('takes over at once the claim of a server killed mid-request, after its restart', async () => {
    const pair = await matchedPair(fixture)
    const [instance] = await queryRows<{ id: string }>(fixture, 'SELECT id FROM server_instances')
    expect(instance).toBeDefined()
    // The state a kill between claim and answer leaves: a fresh pending claim of a real process.
    const key = randomUUID()
    await pendingClaim(pair, key, instance?.id ?? '')
    await fixture.kill()
    await fixture.restart()

    const id = randomUUID()
    const started = Date.now()
    const retry = await send(pair, key, id, 'después del corte')
    expect(retry.status).toBe(201)
    expect(Date.now() - started).toBeLessThan(TAKEOVER_MS)
    expect(retry.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull()
    expect(await countMessage(id)).toBe(1)
    const again = await send(pair, key, id, 'después del corte')
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true')
    expect(again.text).toBe(retry.text)
  })

  it('runs a claim whose owning instance is unknown without waiting', async () => {
    const pair = await matchedPair(fixture)
    const key = randomUUID()
    await pendingClaim(pair, key, 'an-instance-no-longer-listed')
    const id = randomUUID()
    const started = Date.now()
    const retry = await send(pair, key, id, 'hola')
    expect(retry.status).toBe(201)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await countMessage(id)).toBe(1)
  })

  it('stores every message exactly once when the server is killed 1–6 ms into writes', async () => {
    const pair = await matchedPair(fixture)
    const sent: { key: string; id: string; content: string }[] = []
    const answers: (number | 'no answer')[] = []
    let leftPending = 0
    let committedUnanswered = 0
    for (let round = 0; round < 6; round++) {
      const batch = Array.from({ length: 3 }, (_, i) => ({
        key: randomUUID(),
        id: randomUUID(),
        content: `mensaje ${round}-${i}`,
      }))
      sent.push(...batch)
      const inFlight = batch.map((m) => send(pair, m.key, m.id, m.content).catch(() => null))
      await sleep(1 + round)
      await fixture.kill()
      await Promise.all(inFlight)
      for (const message of batch) {
        const pending = await countRows(
          fixture,
          "SELECT count(*) AS count FROM idempotency_keys WHERE key = ? AND state = 'pending'",
          [message.key],
        )
        leftPending += pending
        if (pending > 0 && (await countMessage(message.id)) > 0) committedUnanswered += 1
      }
      await fixture.restart()
      for (const message of batch) {
        let result: ApiResult | null = null
        for (let attempt = 0; attempt < 10 && !(result && result.status < 300); attempt++) {
          result = await send(pair, message.key, message.id, message.content).catch(() => null)
          answers.push(result?.status ?? 'no answer')
        }
        expect(result?.status, `${message.content}: ${result?.text}`).toBe(201)
      }
      // What the kills left behind was taken over: nothing is pending any more.
      expect(
        await countRows(
          fixture,
          "SELECT count(*) AS count FROM idempotency_keys WHERE state = 'pending'",
        ),
      ).toBe(0)
    }
    // Every retry was run or replayed at once: none refused, none failed.
    expect(answers.every((status) => status === 201)).toBe(true)

    const rows = await queryRows<{ id: string; content: string }>(
      fixture,
      'SELECT id, content FROM messages WHERE match_id = ?',
      [pair.matchId],
    )
    expect(rows.map((row) => row.id).sort()).toEqual(sent.map((m) => m.id).sort())
    expect(new Set(rows.map((row) => row.content)).size).toBe(sent.length)
    // Counted once each for the recipient: no write ran twice.
    const [state] = await queryRows<{ unread_count: number | string }>(
      fixture,
      'SELECT unread_count FROM chat_states WHERE match_id = ? AND user_id = ?',
      [pair.matchId, pair.bruno.user.id],
    )
    expect(Number(state?.unread_count)).toBe(sent.length)
    const feed = await messagesState(fixture, pair.bruno.token)
    expect([...feed.keys()].sort()).toEqual(sent.map((m) => m.id).sort())
    // Where the kills landed (for the log of a run): between claim and answer, and among those
    // after the message committed, which the retry then ran a second time.
    console.info(
      `kill loop on ${target.kind}: ${leftPending} claims left pending, ` +
        `${committedUnanswered} of them with the message already stored`,
    )
  }, 180_000)
})
