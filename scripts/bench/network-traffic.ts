import type { CDPSession } from 'playwright-core'

/**
 * The bytes a page load moved over the network, from the DevTools protocol's Network events on
 * the page's session: per request its encoded (on-the-wire: headers and compressed body)
 * bytes as chunks arrive (`Network.dataReceived`) and in total (`Network.loadingFinished`).
 * Answers served by the service worker, the memory or disk cache count nothing; WebSocket
 * frames count their payload. Event times are the browser's monotonic clock: the wall time of
 * `Network.requestWillBeSent` ties them to the page's performance.timeOrigin.
 */

/** 2G and 3G as design.md's budgets define them; throughput in bytes per second. */
export interface NetworkProfile {
  name: '2G' | '3G'
  latencyMs: number
  downloadBytesPerSecond: number
  uploadBytesPerSecond: number
}

const kbitPerSecond = (kbit: number) => (kbit * 1000) / 8

export const PROFILES: Record<'2g' | '3g', NetworkProfile> = {
  '2g': {
    name: '2G',
    latencyMs: 800,
    downloadBytesPerSecond: kbitPerSecond(280),
    uploadBytesPerSecond: kbitPerSecond(256),
  },
  '3g': {
    name: '3G',
    latencyMs: 300,
    downloadBytesPerSecond: kbitPerSecond(1600),
    uploadBytesPerSecond: kbitPerSecond(768),
  },
}

export async function throttle(session: CDPSession, profile: NetworkProfile | null) {
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile?.latencyMs ?? 0,
    downloadThroughput: profile?.downloadBytesPerSecond ?? -1,
    uploadThroughput: profile?.uploadBytesPerSecond ?? -1,
  })
}

interface Transfer {
  url: string
  /** monotonic seconds when the request left, and of its latest event */
  sentAt: number
  lastAt: number
  /** a connection that stays open (socket.io, EventSource): never holds up 'idle' */
  isLongLived: boolean
  isScript: boolean
  /** answered without the network (service worker, cache) */
  isLocal: boolean
  /** [monotonic seconds, encoded bytes] as they arrived */
  chunks: [number, number][]
  finished: [number, number] | null
}

export interface TrafficLog {
  /** forget everything seen so far (before a measured navigation) */
  reset(): void
  /** ms of the page's clock (from timeOrigin) of the last network event, or null */
  lastActivityMs(timeOrigin: number): number | null
  /**
   * ms of the page's clock when the main document finished arriving, as these events tell it:
   * beside the navigation entry's responseEnd, a check of the clock mapping
   */
  documentEndMs(timeOrigin: number): number | null
  /**
   * requests sent and not yet answered in full, long-lived connections aside, that had an event
   * within `recentMs` of `nowMs` (page clock): a dedicated worker's script is announced here but
   * finishes on the worker's own session, so a silent request is not waited for forever
   */
  inFlight(timeOrigin: number, nowMs: number, recentMs: number): number
  /** one line per transfer: start, end, bytes, URL (--log) */
  describe(timeOrigin: number): string[]
  /** on-the-wire bytes up to `ms` after timeOrigin (Infinity: all), all and JavaScript only */
  bytesUntil(timeOrigin: number, ms: number): { all: number; script: number }
}

export async function recordTraffic(session: CDPSession): Promise<TrafficLog> {
  let transfers = new Map<string, Transfer>()
  /** epoch ms minus monotonic ms, from the first request's pair of clocks */
  let clockOffsetMs: number | null = null
  let lastEventSeconds: number | null = null
  let documentId: string | null = null
  const seen = (seconds: number) => {
    lastEventSeconds = Math.max(lastEventSeconds ?? 0, seconds)
  }

  const track = (requestId: string, seconds: number): Transfer | undefined => {
    const transfer = transfers.get(requestId)
    if (!transfer) return undefined
    seen(seconds)
    transfer.lastAt = seconds
    return transfer
  }

  session.on('Network.requestWillBeSent', (event) => {
    clockOffsetMs ??= event.wallTime * 1000 - event.timestamp * 1000
    // In-page data: and blob: URLs never reach the network.
    if (/^(data|blob):/.test(event.request.url)) return
    seen(event.timestamp)
    if (event.type === 'Document') documentId ??= event.requestId
    // A redirect reuses the request id: the earlier hop's bytes stay counted in the new record.
    const earlier = transfers.get(event.requestId)
    transfers.set(event.requestId, {
      url: event.request.url,
      sentAt: earlier?.sentAt ?? event.timestamp,
      lastAt: event.timestamp,
      isLongLived: event.type === 'EventSource' || event.request.url.includes('/socket.io/'),
      isScript: event.type === 'Script',
      isLocal: false,
      chunks: earlier ? [...earlier.chunks] : [],
      finished: null,
    })
  })
  session.on('Network.requestServedFromCache', (event) => {
    const transfer = transfers.get(event.requestId)
    if (transfer) transfer.isLocal = true
  })
  session.on('Network.responseReceived', (event) => {
    const transfer = track(event.requestId, event.timestamp)
    if (!transfer) return
    transfer.isScript ||= event.type === 'Script'
    const { response } = event
    transfer.isLocal ||=
      Boolean(response.fromServiceWorker) ||
      Boolean(response.fromDiskCache) ||
      Boolean(response.fromPrefetchCache)
  })
  session.on('Network.dataReceived', (event) => {
    const transfer = track(event.requestId, event.timestamp)
    if (!transfer) return
    transfer.chunks.push([event.timestamp, event.encodedDataLength])
  })
  session.on('Network.loadingFinished', (event) => {
    const transfer = track(event.requestId, event.timestamp)
    if (!transfer) return
    transfer.finished = [event.timestamp, event.encodedDataLength]
  })
  session.on('Network.loadingFailed', (event) => {
    const transfer = track(event.requestId, event.timestamp)
    if (!transfer) return
    const received = transfer.chunks.reduce((sum, [, bytes]) => sum + bytes, 0)
    transfer.finished = [event.timestamp, received]
  })
  const frame = (event: {
    requestId: string
    timestamp: number
    response: { payloadData: string }
  }) => {
    seen(event.timestamp)
    const id = `ws:${event.requestId}:${event.timestamp}:${Math.random()}`
    const bytes = Buffer.byteLength(event.response.payloadData)
    transfers.set(id, {
      url: `WebSocket frame (${event.requestId})`,
      sentAt: event.timestamp,
      lastAt: event.timestamp,
      isLongLived: true,
      isScript: false,
      isLocal: false,
      chunks: [],
      finished: [event.timestamp, bytes],
    })
  }
  session.on('Network.webSocketFrameReceived', frame)
  session.on('Network.webSocketFrameSent', frame)
  await session.send('Network.enable')

  const toPageMs = (seconds: number, timeOrigin: number) =>
    seconds * 1000 + (clockOffsetMs ?? Number.NaN) - timeOrigin

  return {
    reset() {
      transfers = new Map()
      lastEventSeconds = null
      documentId = null
    },
    inFlight(timeOrigin, nowMs, recentMs) {
      let count = 0
      for (const transfer of transfers.values()) {
        if (transfer.finished || transfer.isLongLived) continue
        if (nowMs - toPageMs(transfer.lastAt, timeOrigin) < recentMs) count += 1
      }
      return count
    },
    describe(timeOrigin) {
      const at = (seconds: number) => toPageMs(seconds, timeOrigin).toFixed(0).padStart(6)
      return [...transfers.values()].map((transfer) => {
        const bytes = transfer.finished?.[1] ?? transfer.chunks.reduce((sum, [, n]) => sum + n, 0)
        const end = transfer.finished ? at(transfer.finished[0]) : '     …'
        const origin = transfer.isLocal ? ' (worker/cache)' : ''
        return `${at(transfer.sentAt)} → ${end} ms ${String(bytes).padStart(8)} B ${transfer.url}${origin}`
      })
    },
    documentEndMs(timeOrigin) {
      const finished = documentId === null ? null : transfers.get(documentId)?.finished
      return finished ? toPageMs(finished[0], timeOrigin) : null
    },
    lastActivityMs(timeOrigin) {
      return lastEventSeconds === null ? null : toPageMs(lastEventSeconds, timeOrigin)
    },
    bytesUntil(timeOrigin, ms) {
      let all = 0
      let script = 0
      for (const transfer of transfers.values()) {
        if (transfer.isLocal) continue
        let bytes = 0
        if (transfer.finished && toPageMs(transfer.finished[0], timeOrigin) <= ms) {
          bytes = transfer.finished[1]
        } else {
          // Still arriving at `ms`: the chunks that had arrived by then.
          for (const [seconds, chunk] of transfer.chunks) {
            if (toPageMs(seconds, timeOrigin) <= ms) bytes += chunk
          }
        }
        all += bytes
        if (transfer.isScript) script += bytes
      }
      return { all, script }
    },
  }
}
