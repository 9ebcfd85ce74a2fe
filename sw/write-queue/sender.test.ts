import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { unsentDelivery, type QueuedWrite } from './queued-write'
import { openWriteQueueStore, type WriteQueueStore } from './queue-store'
import { createSender, defaultWithLock, RETENTION_MS } from './sender'

/**
 * The one sender over a real IndexedDB queue (fake-indexeddb); only the server is a function,
 * so each test sees exactly what went over the wire and in which order.
 */
type Server = (request: Request) => Promise<Response>

const stores: WriteQueueStore[] = []
afterEach(() => {
  for (const store of stores.splice(0)) store.close()
})

function openStore(factory = new IDBFactory()): WriteQueueStore {
  const store = openWriteQueueStore(factory)
  stores.push(store)
  return store
}

let clock = Date.UTC(2026, 10, 25, 12)
const now = () => clock

function write(key: string, overrides: Partial<QueuedWrite> = {}): Omit<QueuedWrite, 'seq'> {
  return {
    key,
    userId: 'u1',
    method: 'POST',
    url: 'http://huellitas.test/api/matches/m1/messages',
    headers: { 'idempotency-key': key, 'content-type': 'application/json' },
    body: new TextEncoder().encode(JSON.stringify({ id: key, content: key })).buffer,
    target: 'messages',
    docId: key,
    op: 'create',
    doc: { id: key },
    fallbackMessage: 'No se pudo enviar el mensaje.',
    baseUpdatedAt: null,
    ...unsentDelivery(clock),
    ...overrides,
  }
}

function recording(answer: (key: string, attempt: number) => Response | Promise<Response>) {
  const sent: string[] = []
  const server: Server = async (request) => {
    const key = request.headers.get('idempotency-key') ?? ''
    sent.push(key)
    return answer(key, sent.filter((k) => k === key).length)
  }
  return { sent, server }
}

const ok = (key: string) => Response.json({ id: key, updatedAt: '2026-11-25T12:00:00.000Z' })

describe('the write queue sender', () => {
  it('sends in the order the writes were made; an accepted write turns sent with its answer', async () => {
    const store = openStore()
    for (const key of ['a', 'b', 'c']) await store.add(write(key))
    const { sent, server } = recording((key) => ok(key))
    const result = await createSender({ store, send: server, expiredMessage: 'x', now }).drain()
    expect(sent).toEqual(['a', 'b', 'c'])
    expect(result).toEqual({ pending: 0, nextAttemptAt: null })
    const entries = await store.list()
    expect(entries.map((entry) => [entry.key, entry.state, entry.status])).toEqual([
      ['a', 'sent', 200],
      ['b', 'sent', 200],
      ['c', 'sent', 200],
    ])
    expect(entries[0]).toMatchObject({
      response: { id: 'a' },
      serverUpdatedAt: '2026-11-25T12:00:00.000Z',
      ackAt: clock,
    })
  })

  it('no answer keeps the write and stops the pass: nothing overtakes it', async () => {
    const store = openStore()
    for (const key of ['a', 'b']) await store.add(write(key))
    const { sent, server } = recording(() => Promise.reject(new TypeError('Failed to fetch')))
    const sender = createSender({ store, send: server, expiredMessage: 'x', now })
    expect(await sender.drain()).toEqual({ pending: 2, nextAttemptAt: clock + 1_000 })
    expect(sent).toEqual(['a'])
    // Within the backoff, nothing is sent; past it, or when told the network is back, it is.
    await sender.drain()
    expect(sent).toEqual(['a'])
    await sender.drain({ ignoreBackoff: true })
    expect(sent).toEqual(['a', 'a'])
    expect((await store.get('a'))?.failures).toBe(2)
  })

  it.each([
    ['a 5xx', 503],
    ['a 409 for the same key still running', 409],
    ['a 429 rate limit', 429],
  ])('%s is retried later with the same key, never dropped', async (_name, status) => {
    const store = openStore()
    await store.add(write('a'))
    const errorCode = status === 409 ? 'idempotency-in-progress' : 'busy'
    const { sent, server } = recording((key, attempt) =>
      attempt === 1 ? Response.json({ error: errorCode, message: 'Ocupado' }, { status }) : ok(key),
    )
    const sender = createSender({ store, send: server, expiredMessage: 'x', now })
    expect((await sender.drain()).pending).toBe(1)
    clock += 60_000
    expect((await sender.drain()).pending).toBe(0)
    expect(sent).toEqual(['a', 'a'])
    expect((await store.get('a'))?.state).toBe('sent')
  })

  it("a definitive refusal turns the write failed with the server's Spanish message, and the pass goes on", async () => {
    const store = openStore()
    for (const key of ['a', 'b']) await store.add(write(key))
    const { sent, server } = recording((key) =>
      key === 'a'
        ? Response.json(
            { error: 'validation-error', message: 'El mensaje es demasiado largo.' },
            { status: 400 },
          )
        : ok(key),
    )
    await createSender({ store, send: server, expiredMessage: 'x', now }).drain()
    expect(sent).toEqual(['a', 'b'])
    expect(await store.get('a')).toMatchObject({
      state: 'failed',
      status: 400,
      error: 'El mensaje es demasiado largo.',
    })
    expect((await store.get('b'))?.state).toBe('sent')
  })

  it('a refusal without a message falls back to the action’s own text', async () => {
    const store = openStore()
    await store.add(write('a'))
    const server: Server = () => Promise.resolve(new Response('nope', { status: 404 }))
    await createSender({ store, send: server, expiredMessage: 'x', now }).drain()
    expect((await store.get('a'))?.error).toBe('No se pudo enviar el mensaje.')
  })

  it('a write that never got through within the retention time fails, with the text given', async () => {
    const store = openStore()
    await store.add(write('old', { createdAt: clock - RETENTION_MS - 1 }))
    const { sent, server } = recording((key) => ok(key))
    await createSender({ store, send: server, expiredMessage: 'Caducado', now }).drain()
    expect(sent).toEqual([])
    expect(await store.get('old')).toMatchObject({ state: 'failed', error: 'Caducado' })
  })

  it('two senders on one device (two tabs, or a tab and the worker) never send an entry twice', async () => {
    const factory = new IDBFactory()
    const tab = openStore(factory)
    const worker = openStore(factory)
    for (let index = 0; index < 20; index += 1) await tab.add(write(`m${index}`))
    let inFlight = 0
    let maxInFlight = 0
    const { sent, server } = recording(async (key) => {
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 1))
      inFlight -= 1
      return ok(key)
    })
    // The device-wide lock: a Web Lock in browsers; here the same stand-in for both senders.
    const withLock = defaultWithLock()
    const senders = [tab, worker].map((store) =>
      createSender({ store, send: server, withLock, expiredMessage: 'x', now }),
    )
    await Promise.all([
      senders[0]?.drain(),
      senders[1]?.drain(),
      senders[1]?.drain(),
      senders[0]?.drain(),
    ])
    expect(sent).toEqual(Array.from({ length: 20 }, (_, index) => `m${index}`))
    expect(maxInFlight).toBe(1)
  })

  it('every change is announced to the listeners of every store on the device', async () => {
    const factory = new IDBFactory()
    const tab = openStore(factory)
    const other = openStore(factory)
    let heard = 0
    other.onChange(() => (heard += 1))
    await tab.add(write('a'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heard).toBe(1)
    expect((await other.list()).map((entry) => entry.key)).toEqual(['a'])
  })

  it('the stored request is what gets sent: method, URL, headers and body bytes', async () => {
    const store = openStore()
    await store.add(write('a'))
    let seen: { method: string; url: string; key: string | null; body: string } | null = null
    const server: Server = async (request) => {
      seen = {
        method: request.method,
        url: request.url,
        key: request.headers.get('Idempotency-Key'),
        body: await request.text(),
      }
      return ok('a')
    }
    await createSender({ store, send: server, expiredMessage: 'x', now }).drain()
    expect(seen).toEqual({
      method: 'POST',
      url: 'http://huellitas.test/api/matches/m1/messages',
      key: 'a',
      body: '{"id":"a","content":"a"}',
    })
  })
})
