import ky, { type Options } from 'ky'
import { describe, expect, it } from 'vitest'
import { FeedOrder } from './feed-order'
import { createPagePuller } from './pull-handler'

/** A client whose requests never leave: each one's options are kept and an empty page answers. */
function recordingClient() {
  const sent: { url: string; priority: Options['priority'] }[] = []
  const client = ky.create({
    prefixUrl: 'http://huellitas.test/api',
    retry: 0,
    hooks: {
      beforeRequest: [
        (request, options) => {
          sent.push({ url: request.url, priority: options.priority })
          return Response.json({ documents: [], checkpoint: { seq: 7 } })
        },
      ],
    },
  })
  return { client, sent }
}

function puller(client: ReturnType<typeof recordingClient>['client'], priority?: RequestPriority) {
  return createPagePuller({
    http: client,
    token: 'token',
    collection: 'lostPets',
    order: new FeedOrder(),
    onUnauthorized: () => undefined,
    onResult: () => undefined,
    ...(priority ? { priority } : {}),
  })
}

describe('createPagePuller', () => {
  it('asks with the fetch priority it was given (a background feed goes low)', async () => {
    const { client, sent } = recordingClient()
    const page = await puller(client, 'low')(undefined, 100)
    expect(page.checkpoint).toEqual({ seq: 7 })
    expect(sent).toEqual([
      { url: 'http://huellitas.test/api/sync/lostPets/pull?seq=0&limit=100', priority: 'low' },
    ])
  })

  it('leaves the browser its default priority otherwise', async () => {
    const { client, sent } = recordingClient()
    await puller(client)({ seq: 3 }, 100)
    expect(sent[0]?.priority).toBeUndefined()
  })
})
