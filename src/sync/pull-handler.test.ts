import { describe, expect, it } from 'vitest'
import { recordingClient } from '../../test/support/recording-client'
import { FeedOrder } from './feed-order'
import { createPagePuller, type PullResult } from './pull-handler'
import type { EarlyPull } from './pull-request'

/** A client whose requests never leave: an empty page answers each. */
const emptyPageClient = () => recordingClient({ documents: [], checkpoint: { seq: 7 } })

function puller(
  client: ReturnType<typeof emptyPageClient>['client'],
  priority?: RequestPriority,
  extra: {
    order?: FeedOrder<{ id: string }>
    takeEarly?: (seq: number, limit: number) => EarlyPull | undefined
    results?: PullResult[]
  } = {},
) {
  return createPagePuller({
    http: client,
    token: 'token',
    collection: 'lostPets',
    order: extra.order ?? new FeedOrder(),
    onUnauthorized: () => undefined,
    onResult: (result) => extra.results?.push(result),
    ...(priority ? { priority } : {}),
    ...(extra.takeEarly ? { takeEarly: extra.takeEarly } : {}),
  })
}

/** An early first page (early-pulls.ts) sent at `startedAt`, and what it was asked for. */
function earlyPage(answer: EarlyPull['answer']) {
  const asked: { seq: number; limit: number }[] = []
  const pull: EarlyPull = { startedAt: 1_000, answer }
  return {
    asked,
    takeEarly: (seq: number, limit: number) => {
      asked.push({ seq, limit })
      return pull
    },
  }
}

describe('createPagePuller', () => {
  it('asks with the fetch priority it was given (a background feed goes low)', async () => {
    const { client, sent } = emptyPageClient()
    const page = await puller(client, 'low')(undefined, 100)
    expect(page.checkpoint).toEqual({ seq: 7 })
    expect(sent).toEqual([
      { url: 'http://huellitas.test/api/sync/lostPets/pull?seq=0&limit=100', priority: 'low' },
    ])
  })

  it('leaves the browser its default priority otherwise', async () => {
    const { client, sent } = emptyPageClient()
    await puller(client)({ seq: 3 }, 100)
    expect(sent[0]?.priority).toBeUndefined()
  })

  it('takes an early first page in place of the request, stamped with its own send time', async () => {
    const { client, sent } = emptyPageClient()
    const early = earlyPage(
      Promise.resolve({ documents: [{ id: 'p1', _deleted: false }], checkpoint: { seq: 42 } }),
    )
    const results: PullResult[] = []
    const page = await puller(client, undefined, { ...early, results })(undefined, 100)
    expect(early.asked).toEqual([{ seq: 0, limit: 100 }])
    expect(sent).toEqual([])
    expect(page).toEqual({
      documents: [{ id: 'p1', _deleted: false }],
      checkpoint: { seq: 42 },
      isFull: false,
    })
    expect(results).toEqual([{ ok: true, startedAt: 1_000, drained: true }])
  })

  it('sends the request itself when the early page failed', async () => {
    const { client, sent } = emptyPageClient()
    const early = earlyPage(Promise.reject(new TypeError('Failed to fetch')))
    const results: PullResult[] = []
    const page = await puller(client, undefined, { ...early, results })(undefined, 100)
    expect(sent).toHaveLength(1)
    expect(page.checkpoint).toEqual({ seq: 7 })
    expect(results[0]?.startedAt).toBeGreaterThan(1_000)
  })

  it('does not take an early page once a socket event was left to the first pull', async () => {
    const { client, sent } = emptyPageClient()
    const order = new FeedOrder<{ id: string }>()
    // Before any pull an event is dropped: the first pull must bring it, and an answer read
    // before the event's commit might not.
    expect(order.event({ documents: [{ id: 'p1' }], checkpoint: { seq: 50 } })).toBeNull()
    const early = earlyPage(Promise.resolve({ documents: [], checkpoint: { seq: 42 } }))
    await puller(client, undefined, { ...early, order })(undefined, 100)
    expect(early.asked).toEqual([])
    expect(sent).toHaveLength(1)
  })
})
