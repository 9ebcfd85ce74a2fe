import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { SYNC_EVENT } from '../../server/contract/sync.contract'
import { connectAll, joinAll, serversCpuSeconds, type Conversation } from './chat-clients'
import { createPoster, POST_TIMEOUT_MS } from './chat-post'
import { percentile } from './discover-places'

/**
 * The load of bench:chat, open loop: messages are POSTed on a fixed schedule whether or not
 * earlier ones were answered, so a slow server shows as latency instead of slowing the load
 * down (no coordinated omission). Delivery is the first 'sync:change' carrying the message
 * that reaches the *other* member's socket (what the app's replication applies); the room's
 * 'new-message' is timed too. Latency runs from just before the POST is issued; senders and
 * receivers live in this process, so they share one clock.
 */
export interface RunOptions {
  /** messages per second over all conversations */
  rate: number
  seconds: number
  /** the first seconds are sent at the same rate but left out of the figures */
  warmupSeconds: number
  /** how long to wait after the last send for deliveries still on their way */
  drainMs: number
  progress: (step: string) => void
  /** server processes whose CPU time over the send window is reported (Linux /proc) */
  serverPids: readonly number[]
  /** the database's transaction count so far, where it can be read (PostgreSQL) */
  databaseTransactions?: () => Promise<number>
  /** print, per second of the window, the messages sent in it and their delivery p50/p99/max */
  timeline?: boolean
}

export interface LoadFigures {
  /** measured messages (warm-up excluded), each POSTed once */
  sent: number
  /** measured messages whose sync:change reached the other member */
  delivered: number
  /** measured messages accepted (or unanswered) but never delivered by the end of the drain */
  lost: number
  /** measured POSTs answered non-2xx, or not at all within POST_TIMEOUT_MS */
  errors: number
  firstError: string | null
  p50: number
  p99: number
  /** the same for the room's 'new-message' */
  newMessageP50: number
  newMessageP99: number
  /** POST until its answer was read */
  postP50: number
  postP99: number
  sentPerSecond: number
  /** deliveries per second, from the window's start to the last delivery */
  deliveredPerSecond: number
  /** the servers' CPU time over the send window, in cores (1 = one core busy); null off Linux */
  serverCores: number | null
  /** this process's (the devices') CPU time over the send window, in cores */
  clientCores: number
  /** database transactions (each statement outside one counts) per POSTed message, or null */
  transactionsPerMessage: number | null
}

interface Sent {
  sentAt: number
  receiver: Socket
  measured: boolean
  syncAt?: number
  newMessageAt?: number
  postMs?: number
  /** set once answered: null for a 2xx */
  error?: string | null
  refused?: boolean
}

const CONTENTS = ['Hola, ¿cómo está tu mascota?', '¿Nos vemos en el parque el sábado?', 'Jaja, sí']
const sortedOf = (values: number[]) => values.sort((a, b) => a - b)

export interface ChatLoad {
  connectMs: number
  run(options: RunOptions): Promise<LoadFigures>
  close(): void
}

/** Connects and joins every member once; `run` can then be called at several rates. */
export async function openChatLoad(
  conversations: readonly Conversation[],
  progress: (step: string) => void,
): Promise<ChatLoad> {
  const connectStart = performance.now()
  const sockets = await connectAll(conversations)
  const connectMs = performance.now() - connectStart
  progress(`${sockets.length * 2} sockets connected in ${(connectMs / 1000).toFixed(1)} s`)
  const poster = createPoster()
  const close = () => {
    for (const socket of sockets.flat()) socket.disconnect()
    poster.close()
  }
  try {
    await joinAll(conversations, sockets)
  } catch (error) {
    close()
    throw error
  }
  progress(`${conversations.length} conversations joined`)

  let sent = new Map<string, Sent>()
  for (const socket of sockets.flat()) {
    socket.on(SYNC_EVENT, (payload: { collection?: string; documents?: { id?: unknown }[] }) => {
      if (payload.collection !== 'messages') return
      const now = performance.now()
      for (const document of payload.documents ?? []) {
        const entry = typeof document.id === 'string' ? sent.get(document.id) : undefined
        // Both members get the event: only the other member's copy is a delivery.
        if (entry && entry.receiver === socket) entry.syncAt ??= now
      }
    })
    socket.on('new-message', (payload: { message?: { id?: unknown } }) => {
      const id = payload.message?.id
      const entry = typeof id === 'string' ? sent.get(id) : undefined
      if (entry && entry.receiver === socket) entry.newMessageAt ??= performance.now()
    })
  }

  async function run(options: RunOptions): Promise<LoadFigures> {
    sent = new Map()
    const transactionsBefore = await options.databaseTransactions?.()
    const serverCpuBefore = serversCpuSeconds(options.serverPids)
    const clientCpuBefore = process.cpuUsage()
    const start = performance.now()
    const measuredFrom = start + options.warmupSeconds * 1000
    const end = start + (options.warmupSeconds + options.seconds) * 1000
    let total = 0
    const sendOne = (index: number) => {
      const conversation = index % sockets.length
      // Alternate who speaks in each conversation, so every device both sends and receives.
      const speaker = Math.floor(index / sockets.length) % 2
      const receiver = sockets[conversation]?.[1 - speaker]
      const members = conversations[conversation]?.members
      const from = members?.[speaker]
      if (!receiver || !from || !members) return
      const id = randomUUID()
      const content = `${CONTENTS[index % CONTENTS.length] ?? ''} #${index}`
      const sentAt = performance.now()
      // By its slot in the schedule, so a late tick cannot move a warm-up message into the window.
      const measured = start + (index / options.rate) * 1000 >= measuredFrom
      const entry: Sent = { sentAt, receiver, measured }
      sent.set(id, entry)
      const matchId = conversations[conversation]?.matchId ?? ''
      void poster.post(from.url, from.token, matchId, { id, content }, randomUUID()).then((a) => {
        entry.postMs = performance.now() - sentAt
        entry.error = a.error
        entry.refused = a.status > 0 && a.error !== null
      })
    }
    // A 1 ms timer, catching up on every tick with as many sends as the schedule is behind.
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const now = performance.now()
        const due = Math.floor(((Math.min(now, end) - start) / 1000) * options.rate)
        while (total < due) sendOne(total++)
        if (now >= end) {
          clearInterval(timer)
          resolve()
        }
      }, 1)
    })
    const serverCpuAfter = serversCpuSeconds(options.serverPids)
    const clientCpu = process.cpuUsage(clientCpuBefore)
    const sendSeconds = (performance.now() - start) / 1000
    options.progress(`${options.rate} msg/s: ${total} messages POSTed; draining`)

    const measured = [...sent.values()].filter((entry) => entry.measured)
    const settled = (entry: Sent) =>
      entry.error !== undefined && (entry.syncAt !== undefined || entry.error !== null)
    // Unanswered POSTs time out on their own; deliveries get drainMs after the last send.
    const drainEnd = performance.now() + Math.max(options.drainMs, POST_TIMEOUT_MS + 500)
    const deliveryEnd = performance.now() + options.drainMs
    while (performance.now() < drainEnd && !measured.every(settled)) {
      if (performance.now() > deliveryEnd && measured.every((e) => e.error !== undefined)) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }

    // Warm-up included: the count is of everything the run made the servers do.
    const transactionsAfter = await options.databaseTransactions?.()
    const transactionsPerMessage =
      transactionsBefore === undefined || transactionsAfter === undefined
        ? null
        : (transactionsAfter - transactionsBefore) / total
    const errors = measured.filter((entry) => entry.error !== null)
    const delivered = measured.filter((entry) => entry.syncAt !== undefined)
    const latencies = sortedOf(delivered.map((entry) => (entry.syncAt ?? 0) - entry.sentAt))
    const newMessage = sortedOf(
      measured.flatMap((e) => (e.newMessageAt === undefined ? [] : [e.newMessageAt - e.sentAt])),
    )
    const posts = sortedOf(measured.flatMap((e) => (e.postMs === undefined ? [] : [e.postMs])))
    if (options.timeline) printTimeline(measured, measuredFrom, options.progress)
    const lastDelivery = delivered.reduce((last, e) => Math.max(last, e.syncAt ?? 0), measuredFrom)
    const deliverySeconds = Math.max(options.seconds, (lastDelivery - measuredFrom) / 1000)
    return {
      sent: measured.length,
      delivered: delivered.length,
      lost: measured.filter((entry) => entry.syncAt === undefined && !entry.refused).length,
      errors: errors.length,
      firstError: errors[0]?.error ?? null,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      newMessageP50: percentile(newMessage, 50),
      newMessageP99: percentile(newMessage, 99),
      postP50: percentile(posts, 50),
      postP99: percentile(posts, 99),
      sentPerSecond: measured.length / options.seconds,
      deliveredPerSecond: delivered.length / deliverySeconds,
      serverCores:
        serverCpuBefore === null || serverCpuAfter === null
          ? null
          : (serverCpuAfter - serverCpuBefore) / sendSeconds,
      clientCores: (clientCpu.user + clientCpu.system) / 1e6 / sendSeconds,
      transactionsPerMessage,
    }
  }

  return { connectMs, run, close }
}

/**
 * Where in the window the slow deliveries were sent: a stall (a checkpoint, a collection, a
 * lock) shows as a second or two whose max is seconds while its neighbours' are milliseconds.
 */
function printTimeline(
  measured: readonly Sent[],
  from: number,
  progress: (step: string) => void,
): void {
  const seconds = new Map<number, number[]>()
  for (const entry of measured) {
    const second = Math.floor((entry.sentAt - from) / 1000)
    const list = seconds.get(second) ?? []
    list.push(entry.syncAt === undefined ? Number.POSITIVE_INFINITY : entry.syncAt - entry.sentAt)
    seconds.set(second, list)
  }
  for (const [second, list] of [...seconds].sort(([a], [b]) => a - b)) {
    const sorted = sortedOf(list)
    const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'lost')
    progress(
      `  second ${second}: ${list.length} sent, p50 ${ms(percentile(sorted, 50))}, ` +
        `p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1] ?? 0)} ms`,
    )
  }
}
