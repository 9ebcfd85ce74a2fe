import ky, { type KyInstance, type Options } from 'ky'

/**
 * A REST client whose requests never leave: each one's URL and fetch priority are kept, and
 * `answer` (a JSON body) answers it. For the pull tests (src/sync).
 */
export function recordingClient(answer: unknown): {
  client: KyInstance
  sent: { url: string; priority: Options['priority'] }[]
} {
  const sent: { url: string; priority: Options['priority'] }[] = []
  const client = ky.create({
    prefixUrl: 'http://huellitas.test/api',
    retry: 0,
    hooks: {
      beforeRequest: [
        (request, options) => {
          sent.push({ url: request.url, priority: options.priority })
          return Response.json(answer)
        },
      ],
    },
  })
  return { client, sent }
}
