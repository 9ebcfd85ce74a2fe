import { describe, expect, test } from 'vitest'
import type { QueueReplayedMessage, WorkerToPageMessage } from './messages'
import { createReplayer, WritesStillQueuedError, type WriteStore } from './replay'

/**
 * The replay loop against an in-memory queue and a scripted server. Real Request/Response
 * objects (Node's fetch API); only IndexedDB and the network are stood in for.
 */
const BASE = 'http://huellitas.test'
const DAY = 24 * 60 * 60 * 1000

interface Row {
  id: number
  timestamp: number
  url: string
  method: string
  key: string
  body: string
}

function memoryQueue() {
  const rows: Row[] = []
  let nextId = 1
  let onList: ((snapshot: Row[]) => Promise<void> | void) | undefined
  const store: WriteStore = {
    async list() {
      const snapshot = rows.slice()
      await onList?.(snapshot)
      return snapshot.map((row) => ({
        id: row.id,
        timestamp: row.timestamp,
        toRequest: () =>
          new Request(BASE + row.url, {
            method: row.method,
            headers: { 'content-type': 'application/json', 'Idempotency-Key': row.key },
            body: row.method === 'DELETE' ? undefined : row.body,
          }),
      }))
    },
    remove: (id) => {
      const index = rows.findIndex((row) => row.id === id)
      if (index >= 0) rows.splice(index, 1)
      return Promise.resolve()
    },
    size: () => Promise.resolve(rows.length),
  }
  return {
    store,
    rows,
    push(key: string, url = '/api/pets', method = 'POST', timestamp = Date.now()) {
      rows.push({ id: nextId++, timestamp, url, method, key, body: JSON.stringify({ key }) })
    },
    setOnList(hook: typeof onList) {
      onList = hook
    },
  }
}

/** A status, a status with an API error code, or no answer at all. */
type Answer = number | { status: number; error: string } | 'network-error'

/** A server that answers each request with the next scripted status (default 201). */
function scriptedServer(script: Record<string, Answer[]> = {}) {
  const received: { key: string | null; method: string; url: string; body: string }[] = []
  const send = async (request: Request): Promise<Response> => {
    const key = request.headers.get('Idempotency-Key')
    const answer = (key === null ? undefined : script[key]?.shift()) ?? 201
    if (answer === 'network-error') throw new TypeError('Failed to fetch')
    received.push({ key, method: request.method, url: request.url, body: await request.text() })
    if (typeof answer === 'number')
      return Response.json({ key, status: answer }, { status: answer })
    return Response.json({ key, error: answer.error }, { status: answer.status })
  }
  return { send, received, keys: () => received.map((entry) => entry.key) }
}

function setup(script?: Record<string, Answer[]>, now?: () => number) {
  const queue = memoryQueue()
  const server = scriptedServer(script)
  const messages: WorkerToPageMessage[] = []
  const replayer = createReplayer({
    store: queue.store,
    send: server.send,
    notify: (message) => {
      messages.push(message)
      return Promise.resolve()
    },
    retentionMs: 7 * DAY,
    now,
  })
  const replayed = () =>
    messages.filter((message): message is QueueReplayedMessage => message.type === 'queue-replayed')
  const sizes = () => messages.flatMap((m) => (m.type === 'queue-changed' ? [m.size] : []))
  return { queue, server, replayer, messages, replayed, sizes }
}

describe('queue replay', () => {
  test('sends the writes oldest first and reports each one with its key and answer', async () => {
    const { queue, server, replayer, replayed, sizes } = setup()
    queue.push('a')
    queue.push('b', '/api/pets/p1', 'PUT')
    queue.push('c', '/api/pets/p1', 'DELETE')

    await replayer.replay()

    expect(server.keys()).toEqual(['a', 'b', 'c'])
    expect(server.received[0]?.body).toBe('{"key":"a"}')
    expect(queue.rows).toEqual([])
    expect(replayed()).toEqual([
      {
        type: 'queue-replayed',
        outcome: 'done',
        key: 'a',
        url: `${BASE}/api/pets`,
        method: 'POST',
        status: 201,
        body: { key: 'a', status: 201 },
      },
      expect.objectContaining({ key: 'b', method: 'PUT', outcome: 'done' }),
      expect.objectContaining({ key: 'c', method: 'DELETE', outcome: 'done' }),
    ])
    expect(sizes()).toEqual([2, 1, 0])
  })

  test('a 5xx keeps that write and everything behind it, in order, and fails the replay', async () => {
    const { queue, server, replayer, replayed } = setup({ b: [503] })
    queue.push('a')
    queue.push('b')
    queue.push('c')

    await expect(replayer.replay()).rejects.toBeInstanceOf(WritesStillQueuedError)
    expect(server.keys()).toEqual(['a', 'b'])
    expect(queue.rows.map((row) => row.key)).toEqual(['b', 'c'])
    expect(replayed().map((message) => message.key)).toEqual(['a'])

    await replayer.replay()
    expect(server.keys()).toEqual(['a', 'b', 'b', 'c'])
    expect(queue.rows).toEqual([])
  })

  test('no answer keeps the write without reporting anything', async () => {
    const { queue, server, replayer, messages } = setup({ a: ['network-error'] })
    queue.push('a')

    await expect(replayer.replay()).rejects.toThrow('no network')
    expect(queue.rows).toHaveLength(1)
    expect(server.received).toEqual([])
    expect(messages).toEqual([])
  })

  test('429 and 408 stay queued like a 5xx', async () => {
    const { queue, server, replayer } = setup({ a: [429, 408] })
    queue.push('a')
    await expect(replayer.replay()).rejects.toThrow('HTTP 429')
    await expect(replayer.replay()).rejects.toThrow('HTTP 408')
    expect(queue.rows.map((row) => row.key)).toEqual(['a'])
    await replayer.replay()
    expect(server.keys()).toEqual(['a', 'a', 'a'])
    expect(queue.rows).toEqual([])
  })

  test('a 429 daily-limit-reached is final: dropped, reported, and the writes behind it go on', async () => {
    const limit = { status: 429, error: 'daily-limit-reached' }
    const { queue, server, replayer, replayed } = setup({ like: [limit], throttled: [429] })
    queue.push('like', '/api/matches/swipe')
    queue.push('message', '/api/matches/m-1/messages')

    await replayer.replay()

    expect(server.keys()).toEqual(['like', 'message'])
    expect(queue.rows).toEqual([])
    expect(
      replayed().map(({ key, outcome, status, body }) => ({ key, outcome, status, body })),
    ).toEqual([
      {
        key: 'like',
        outcome: 'rejected',
        status: 429,
        body: { key: 'like', error: 'daily-limit-reached' },
      },
      { key: 'message', outcome: 'done', status: 201, body: { key: 'message', status: 201 } },
    ])

    // Any other 429 (rate limiting) still waits.
    queue.push('throttled', '/api/matches/swipe')
    await expect(replayer.replay()).rejects.toThrow('HTTP 429')
    expect(queue.rows.map((row) => row.key)).toEqual(['throttled'])
  })

  test('a 4xx (401 included) is dropped, reported with the server answer, and the rest goes on', async () => {
    const { queue, server, replayer, replayed } = setup({ a: [400], b: [401] })
    queue.push('a')
    queue.push('b')
    queue.push('c')

    await replayer.replay()

    expect(server.keys()).toEqual(['a', 'b', 'c'])
    expect(queue.rows).toEqual([])
    expect(replayed().map(({ key, outcome, status }) => ({ key, outcome, status }))).toEqual([
      { key: 'a', outcome: 'rejected', status: 400 },
      { key: 'b', outcome: 'rejected', status: 401 },
      { key: 'c', outcome: 'done', status: 201 },
    ])
    expect(replayed()[0]?.body).toEqual({ key: 'a', status: 400 })
  })

  test('a write older than the retention time is dropped unsent and reported as expired', async () => {
    const start = Date.parse('2026-01-10T10:00:00Z')
    const { queue, server, replayer, replayed } = setup({}, () => start)
    queue.push('old', '/api/matches/swipe', 'POST', start - 7 * DAY - 1)
    queue.push('fresh', '/api/matches/swipe', 'POST', start - 7 * DAY + 60_000)

    await replayer.replay()

    expect(server.keys()).toEqual(['fresh'])
    expect(replayed().map(({ key, outcome, status }) => ({ key, outcome, status }))).toEqual([
      { key: 'old', outcome: 'expired', status: 0 },
      { key: 'fresh', outcome: 'done', status: 201 },
    ])
  })

  test('concurrent replays share one run: every write reaches the server once', async () => {
    const { queue, server, replayer } = setup()
    queue.push('a')
    queue.push('b')

    const runs = [replayer.replay(), replayer.replay(), replayer.replay()]
    expect(replayer.isBusy()).toBe(true)
    await Promise.all(runs)

    expect(server.keys()).toEqual(['a', 'b'])
    expect(replayer.isBusy()).toBe(false)
    await replayer.replay()
    expect(server.keys()).toEqual(['a', 'b'])
  })

  test('a write queued just as a run finds the queue empty is still sent by that run', async () => {
    const { queue, server, replayer } = setup()
    queue.push('a')
    let isLate = true
    let joined: Promise<void> | undefined
    queue.setOnList((snapshot) => {
      // The run has sent 'a' and now sees an empty queue; 'b' arrives at that very moment.
      if (snapshot.length === 0 && isLate) {
        isLate = false
        queue.push('b')
        joined = replayer.replay()
      }
    })

    await replayer.replay()

    expect(server.keys()).toEqual(['a', 'b'])
    await joined
    expect(queue.rows).toEqual([])
  })

  test('clear forgets every queued write and reports the empty queue', async () => {
    const { queue, server, replayer, sizes } = setup()
    queue.push('a')
    queue.push('b')

    await replayer.clear()
    await replayer.replay()

    expect(queue.rows).toEqual([])
    expect(server.received).toEqual([])
    expect(sizes()).toEqual([0])
  })
})
