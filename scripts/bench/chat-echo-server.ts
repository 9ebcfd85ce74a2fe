/**
 * The baseline of bench:chat: bare Node HTTP plus the project's socket.io (same path and
 * buffer limit as the real gateway) speaking the app's chat protocol with nothing behind it.
 * Any token is accepted; 'join-match' joins `match:<id>`; POST /api/matches/{id}/messages
 * answers 201 with the message and emits 'sync:change' (the replication event, as the real
 * server sends it) and 'new-message' to that room of 2. No database, no validation, no
 * idempotency store, no Redis: what is left is HTTP's and socket.io's own cost, to put the real
 * server's figures beside.
 *
 * Run as a child process by chat-bench.ts (so it has a process of its own, like the real
 * server); prints `{"port":N}` on stdout once listening, exits on SIGTERM.
 */
import { createServer } from 'node:http'
import { Server } from 'socket.io'
import { SYNC_EVENT } from '../../server/contract/sync.contract'

type Ack = (answer: unknown) => void

const MESSAGES_PATH = /^\/api\/matches\/([^/]+)\/messages$/
let seq = 0

const httpServer = createServer((request, response) => {
  const matchId = MESSAGES_PATH.exec(request.url ?? '')?.[1]
  if (request.method !== 'POST' || matchId === undefined) {
    response.writeHead(404).end()
    return
  }
  let text = ''
  request.setEncoding('utf8')
  request.on('data', (chunk: string) => (text += chunk))
  request.on('end', () => {
    let body: { id?: unknown; content?: unknown }
    try {
      body = JSON.parse(text) as typeof body
    } catch {
      response.writeHead(400).end()
      return
    }
    if (typeof body.id !== 'string' || typeof body.content !== 'string') {
      response.writeHead(400).end()
      return
    }
    const now = new Date().toISOString()
    const senderId = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
    const message = { id: body.id, matchId, senderId, content: body.content, createdAt: now }
    seq += 1
    const json = JSON.stringify({ message })
    response.writeHead(201, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    })
    response.end(json)
    const room = io.to(`match:${matchId}`)
    room.emit('new-message', { message })
    room.emit(SYNC_EVENT, {
      collection: 'messages',
      documents: [{ ...message, updatedAt: now, _deleted: false }],
      checkpoint: { seq },
    })
  })
})

const io = new Server(httpServer, {
  path: '/socket.io/',
  serveClient: false,
  maxHttpBufferSize: 64 * 1024,
})

io.on('connection', (socket) => {
  socket.on('join-match', (payload: { matchId?: unknown }, ack?: Ack) => {
    if (typeof payload.matchId !== 'string') {
      ack?.({ ok: false })
      return
    }
    void socket.join(`match:${payload.matchId}`)
    ack?.({ ok: true })
  })
})

httpServer.listen(0, '127.0.0.1', () => {
  const address = httpServer.address()
  const port = typeof address === 'object' && address ? address.port : 0
  console.log(JSON.stringify({ port }))
})

process.once('SIGTERM', () => {
  void io.close(() => process.exit(0))
})
