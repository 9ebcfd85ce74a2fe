import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { io, type Socket } from 'socket.io-client'
import { percentile } from './discover-places'

/**
 * The client side of bench:chat: one socket.io client per member, every conversation joined,
 * then an open-loop load — messages are sent on a fixed schedule whether or not earlier ones
 * were answered, so a slow server shows as latency instead of slowing the load down (no
 * coordinated omission). Latency is the time from the send to the *other* member's
 * 'new-message'; both ends live in this process, so they share one clock.
 */
export interface Member {
  /** the server to connect to (two nodes: each member of a pair on its own) */
  url: string
  token: string
}

export interface Conversation {
  matchId: string
  members: readonly [Member, Member]
}

export interface LoadOptions {
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
}

export interface LoadFigures {
  sockets: number
  connectMs: number
  /** measured messages (warm-up excluded), each sent once */
  sent: number
  /** measured messages the other member received */
  delivered: number
  /** measured messages neither delivered nor refused by the end of the drain */
  lost: number
  /** measured sends refused (ack { ok: false }) or unanswered within 10 s (those may be lost too) */
  errors: number
  firstError: string | null
  p50: number
  p99: number
  max: number
  /** measured sends per second of the measured window */
  sentPerSecond: number
  /** measured deliveries per second, from the window's start to the last delivery */
  deliveredPerSecond: number
  /** the servers' CPU time over the send window, in cores (1 = one core busy); null off Linux */
  serverCores: number | null
  /** this process's (the clients') CPU time over the send window, in cores */
  clientCores: number
}

interface Pending {
  sentAt: number
  receiver: Socket
  measured: boolean
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where unknown. */
function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return null
  }
}

/** Linux's USER_HZ: 100 on every mainstream architecture. */
const CLOCK_TICKS = 100

function serversCpuSeconds(pids: readonly number[]): number | null {
  let total = 0
  for (const pid of pids) {
    const seconds = processCpuSeconds(pid)
    if (seconds === null) return null
    total += seconds
  }
  return total
}

const ACK_TIMEOUT_MS = 10_000
const CONNECT_BATCH = 50

function connect(member: Member): Promise<Socket> {
  const socket = io(member.url, {
    path: '/socket.io/',
    auth: { token: member.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (error: Error) => {
      socket.disconnect()
      reject(new Error(`socket refused by ${member.url}: ${error.message}`))
    })
  })
}

/** Connects every member, a batch at a time (a thousand handshakes at once only measure a queue). */
async function connectAll(conversations: readonly Conversation[]): Promise<Socket[][]> {
  const sockets: Socket[][] = []
  for (let start = 0; start < conversations.length; start += CONNECT_BATCH / 2) {
    const batch = conversations.slice(start, start + CONNECT_BATCH / 2)
    sockets.push(
      ...(await Promise.all(
        batch.map((conversation) => Promise.all(conversation.members.map(connect))),
      )),
    )
  }
  return sockets
}

async function joinAll(conversations: readonly Conversation[], sockets: Socket[][]) {
  for (let start = 0; start < conversations.length; start += CONNECT_BATCH / 2) {
    const joins = conversations.slice(start, start + CONNECT_BATCH / 2).flatMap((conversation, i) =>
      (sockets[start + i] ?? []).map(async (socket) => {
        const answer = (await socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('join-match', { matchId: conversation.matchId })
          .catch(() => {
            throw new Error(
              `join-match got no ack within ${ACK_TIMEOUT_MS / 1000} s: does this server handle the chat events?`,
            )
          })) as { ok?: boolean; message?: string }
        if (answer.ok !== true) {
          throw new Error(`join-match refused: ${answer.message ?? JSON.stringify(answer)}`)
        }
      }),
    )
    await Promise.all(joins)
  }
}

const CONTENTS = ['Hola, ¿cómo está tu mascota?', '¿Nos vemos en el parque el sábado?', 'Jaja, sí']

export async function runChatLoad(
  conversations: readonly Conversation[],
  options: LoadOptions,
): Promise<LoadFigures> {
  const connectStart = performance.now()
  const sockets = await connectAll(conversations)
  const connectMs = performance.now() - connectStart
  options.progress(`${sockets.length * 2} sockets connected in ${(connectMs / 1000).toFixed(1)} s`)
  try {
    await joinAll(conversations, sockets)
    options.progress(`${conversations.length} conversations joined`)

    const pending = new Map<string, Pending>()
    const latencies: number[] = []
    let lastDelivery = 0
    for (const socket of sockets.flat()) {
      socket.on('new-message', (payload: { message?: { id?: unknown } }) => {
        const id = payload.message?.id
        const entry = typeof id === 'string' ? pending.get(id) : undefined
        // The sender is in the room too: only the other member's copy is a delivery.
        if (!entry || entry.receiver !== socket) return
        pending.delete(id as string)
        const now = performance.now()
        if (entry.measured) {
          latencies.push(now - entry.sentAt)
          lastDelivery = now
        }
      })
    }

    const run = randomBytes(4).toString('hex')
    const serverCpuBefore = serversCpuSeconds(options.serverPids)
    const clientCpuBefore = process.cpuUsage()
    const start = performance.now()
    const measuredFrom = start + options.warmupSeconds * 1000
    const end = start + (options.warmupSeconds + options.seconds) * 1000
    let total = 0
    let measuredSent = 0
    let errors = 0
    let firstError: string | null = null
    const sendOne = (index: number, now: number) => {
      const conversation = index % sockets.length
      const pair = sockets[conversation] ?? []
      // Alternate who speaks in each conversation, so every socket both sends and receives.
      const speaker = Math.floor(index / sockets.length) % 2
      const sender = pair[speaker]
      const receiver = pair[1 - speaker]
      const matchId = conversations[conversation]?.matchId
      if (!sender || !receiver || !matchId) return
      const id = `bench-${run}-${index}`
      const measured = now >= measuredFrom
      if (measured) measuredSent += 1
      pending.set(id, { sentAt: now, receiver, measured })
      const content = `${CONTENTS[index % CONTENTS.length] ?? ''} #${index}`
      sender
        .timeout(ACK_TIMEOUT_MS)
        .emit(
          'send-message',
          { matchId, id, content },
          (error: Error | null, answer?: { ok?: boolean; message?: unknown }) => {
            if (!error && answer?.ok === true) return
            if (measured) errors += 1
            firstError ??= error
              ? `no ack within ${ACK_TIMEOUT_MS} ms`
              : `refused: ${JSON.stringify(answer)}`
            // A refused message is an error, not a lost one; an unanswered one may still arrive.
            if (!error) pending.delete(id)
          },
        )
    }

    // A 1 ms timer, catching up on every tick with as many sends as the schedule is behind.
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const now = performance.now()
        const due = Math.floor(((Math.min(now, end) - start) / 1000) * options.rate)
        while (total < due) sendOne(total++, performance.now())
        if (now >= end) {
          clearInterval(timer)
          resolve()
        }
      }, 1)
    })
    const serverCpuAfter = serversCpuSeconds(options.serverPids)
    const clientCpu = process.cpuUsage(clientCpuBefore)
    const sendSeconds = (performance.now() - start) / 1000
    options.progress(`${total} messages sent; draining`)
    const drainEnd = performance.now() + options.drainMs
    const measuredPending = () => [...pending.values()].filter((entry) => entry.measured).length
    while (measuredPending() > 0 && performance.now() < drainEnd) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const sorted = latencies.sort((a, b) => a - b)
    const windowSeconds = options.seconds
    const deliverySeconds = Math.max(windowSeconds, (lastDelivery - measuredFrom) / 1000)
    return {
      sockets: sockets.length * 2,
      connectMs,
      sent: measuredSent,
      delivered: sorted.length,
      lost: measuredPending(),
      errors,
      firstError,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      sentPerSecond: measuredSent / windowSeconds,
      deliveredPerSecond: sorted.length / deliverySeconds,
      serverCores:
        serverCpuBefore === null || serverCpuAfter === null
          ? null
          : (serverCpuAfter - serverCpuBefore) / sendSeconds,
      clientCores: (clientCpu.user + clientCpu.system) / 1e6 / sendSeconds,
    }
  } finally {
    for (const socket of sockets.flat()) socket.disconnect()
  }
}
