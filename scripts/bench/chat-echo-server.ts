/**
 * The baseline of bench:chat: a bare socket.io server (the project's socket.io, same path and
 * buffer limit as the real gateway) speaking the chat protocol with nothing behind it — any
 * token is accepted, 'join-match' joins `match:<id>`, 'send-message' acks and emits
 * 'new-message' to that room of 2. No database, no validation, no Redis: what is left is
 * socket.io's own cost, to put the real server's figures beside.
 *
 * Run as a child process by chat-bench.ts (so it has a process of its own, like the real
 * server); prints `{"port":N}` on stdout once listening, exits on SIGTERM.
 */
import { createServer } from 'node:http'
import { Server } from 'socket.io'

interface JoinPayload {
  matchId?: unknown
}

interface SendPayload extends JoinPayload {
  id?: unknown
  content?: unknown
}

type Ack = (answer: unknown) => void

const httpServer = createServer()
const io = new Server(httpServer, {
  path: '/socket.io/',
  serveClient: false,
  maxHttpBufferSize: 64 * 1024,
})

io.on('connection', (socket) => {
  const token = (socket.handshake.auth as { token?: unknown }).token
  const senderId = typeof token === 'string' ? token : ''
  socket.on('join-match', (payload: JoinPayload, ack?: Ack) => {
    if (typeof payload.matchId !== 'string') {
      ack?.({ ok: false })
      return
    }
    void socket.join(`match:${payload.matchId}`)
    ack?.({ ok: true })
  })
  socket.on('send-message', (payload: SendPayload, ack?: Ack) => {
    if (typeof payload.id !== 'string' || typeof payload.matchId !== 'string') {
      ack?.({ ok: false })
      return
    }
    const message = {
      id: payload.id,
      matchId: payload.matchId,
      senderId,
      content: typeof payload.content === 'string' ? payload.content : '',
      createdAt: new Date().toISOString(),
    }
    ack?.({ ok: true, message })
    io.to(`match:${message.matchId}`).emit('new-message', { message })
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
