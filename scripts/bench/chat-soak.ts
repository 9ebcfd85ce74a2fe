/**
 * npm run soak:chat — a soak run, not a test: it prints figures and asserts nothing (the exit
 * code is 1 when a message was lost or doubled).
 *
 * Two nodes on one fresh PostgreSQL database and Redis (TEST_DATABASE_URL or --pg=URL,
 * TEST_REDIS_URL or --redis=URL), 200 devices in 100 conversations with their sockets on the
 * first node, messages POSTed the app's way (client-made id, Idempotency-Key) at --rate=1000
 * per second for --minutes=10, half of them to each node. At half time the second node is
 * killed (SIGKILL) and started again. A POST without a 2xx is sent again with the same key, to
 * the first node, until it gets one — what the device's write queue does.
 *
 * Printed at the end: messages sent, stored (counted in the database), delivered (distinct ids
 * in 'sync:change' at the other member's socket), doubled (an id stored twice is impossible,
 * the primary key; an id delivered twice is counted), resends, and each node's RSS at the
 * start and the end. Options: --rate=1000 --minutes=10 --devices=200 --pg=… --redis=…
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { SYNC_EVENT } from '../../server/contract/sync.contract'
import { createTestDatabase } from '../../test/support/postgres'
import { startServer, type RunningServer } from '../../test/support/server-process'
import { argument } from './args'
import { connectAll, joinAll, type Conversation } from './chat-clients'
import { createPoster } from './chat-post'
import { matchPairs, seedUsers } from './chat-seed'

const rate = Number(argument('rate') ?? 1000)
const minutes = Number(argument('minutes') ?? 10)
const devices = Number(argument('devices') ?? 200)
const pgUrl = argument('pg') ?? process.env.TEST_DATABASE_URL?.trim()
const redisUrl =
  argument('redis') ?? (process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379')
if (!pgUrl) throw new Error('soak:chat needs PostgreSQL: TEST_DATABASE_URL or --pg=URL')

const started = performance.now()
const progress = (step: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${step}`)
const rssMb = (pid: number | undefined) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
  } catch {
    return 0
  }
}

const database = await createTestDatabase(pgUrl)
const env = {
  // The production default (the test harness turns the session cache off).
  SESSION_CACHE_MS: '2000',
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: `huellitas-soak-${randomBytes(4).toString('hex')}:`,
}
const poster = createPoster()
let first: RunningServer | undefined
let second: RunningServer | undefined
let failed = false
try {
  const users = await seedUsers({ databaseUrl: database.url, sqlitePath: '' }, devices)
  const start = (dataDir?: string) =>
    startServer({
      databaseUrl: database.url,
      env,
      ...(dataDir ? { dataDir } : {}),
    })
  first = await start()
  second = await start(first.dataDir)
  const pairs = await matchPairs(first.baseUrl, users, progress)
  const base = first.baseUrl
  const conversations: Conversation[] = pairs.map((pair) => ({
    matchId: pair.matchId,
    members: [
      { url: base, token: pair.users[0].token },
      { url: base, token: pair.users[1].token },
    ],
  }))
  const sockets = await connectAll(conversations)
  await joinAll(conversations, sockets)
  const delivered = new Map<string, number>()
  // Counted at the other member's socket only: both members get the messages doc.
  sockets.forEach((pairSockets, c) => {
    pairSockets.forEach((socket, k) => {
      const self = pairs[c]?.users[k === 0 ? 0 : 1].id
      socket.on(
        SYNC_EVENT,
        (payload: { collection?: string; documents?: { id?: string; senderId?: string }[] }) => {
          if (payload.collection !== 'messages') return
          for (const doc of payload.documents ?? []) {
            if (!doc.id || doc.senderId === self) continue
            delivered.set(doc.id, (delivered.get(doc.id) ?? 0) + 1)
          }
        },
      )
    })
  })
  const rssStart = [rssMb(first.process.pid), rssMb(second.process.pid)]
  progress(`RSS at the start: ${rssStart.join(' MB, ')} MB; sending ${rate}/s for ${minutes} min`)

  const sent = new Set<string>()
  let resends = 0
  const inFlight = new Set<Promise<void>>()
  async function send(index: number): Promise<void> {
    const pair = pairs[index % pairs.length]
    if (!pair) return
    const from = index % 2 === 0 ? pair.users[0] : pair.users[1]
    const body = { id: randomUUID(), content: `soak ${index}` }
    const key = randomUUID()
    sent.add(body.id)
    let target = index % 2 === 0 ? base : (second?.baseUrl ?? base)
    for (;;) {
      const answer = await poster.post(target, from.token, pair.matchId, body, key)
      if (answer.status >= 200 && answer.status < 300) return
      resends += 1
      target = base
      await sleep(200)
    }
  }
  const total = Math.round(rate * minutes * 60)
  const killAt = Math.floor(total / 2)
  const t0 = performance.now()
  // Each node's RSS every minute: a leak grows all along, a heap sized for the load levels off.
  const rssSeries: string[] = []
  const sampler = setInterval(() => {
    const minute = Math.round((performance.now() - t0) / 60_000)
    rssSeries.push(`${minute}′ ${rssMb(first?.process.pid)}/${rssMb(second?.process.pid)}`)
  }, 60_000)
  for (let index = 0; index < total; index++) {
    const due = t0 + (index * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    if (index === killAt && second) {
      progress('killing the second node')
      second.process.kill('SIGKILL')
      const dataDir = second.dataDir
      void second.exited.then(async () => {
        second = await start(dataDir)
        progress(`second node restarted, RSS ${rssMb(second.process.pid)} MB`)
      })
    }
    const running = send(index).finally(() => inFlight.delete(running))
    inFlight.add(running)
  }
  progress('all sent; waiting for answers and deliveries')
  await Promise.all(inFlight)
  await sleep(3000)
  clearInterval(sampler)
  const rssEnd = [rssMb(first.process.pid), rssMb(second?.process.pid)]

  const stats = new pg.Client({ connectionString: database.url })
  await stats.connect()
  const stored = await stats.query<{ count: string }>('select count(*) as count from messages')
  await stats.end()
  const storedCount = Number(stored.rows[0]?.count ?? 0)
  const deliveredOnce = [...sent].filter((id) => delivered.get(id) === 1).length
  const deliveredTwice = [...delivered.values()].filter((count) => count > 1).length
  const notDelivered = [...sent].filter((id) => !delivered.has(id)).length
  console.log(
    [
      `soak:chat — ${devices} devices, ${rate} msg/s for ${minutes} min on two nodes, the second`,
      `killed and restarted at half time; load average ${loadavg()[0]?.toFixed(2)} at the end`,
      `sent ${sent.size}, stored ${storedCount}, delivered once ${deliveredOnce}, delivered twice ${deliveredTwice}, not delivered live ${notDelivered}, resends ${resends}`,
      `RSS first node: ${rssStart[0]} MB → ${rssEnd[0]} MB; second node: ${rssStart[1]} MB → ${rssEnd[1]} MB (restarted at half time)`,
      `RSS each minute (first/second, MB): ${rssSeries.join(', ')}`,
    ].join('\n'),
  )
  failed = storedCount !== sent.size || deliveredTwice > 0
  for (const socket of sockets.flat()) socket.disconnect()
} finally {
  poster.close()
  await Promise.allSettled([first?.stop(), second?.stop()])
  await database.drop()
}
process.exit(failed ? 1 : 0)
