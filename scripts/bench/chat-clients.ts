import { io, type Socket } from 'socket.io-client'
import { processCpuSeconds } from './process-cpu'

/**
 * The devices of bench:chat: one socket.io client per member, connected and joined to its
 * match room before any load, plus the CPU bookkeeping of the servers under test.
 */
export interface Member {
  /** the server this member's device talks to (two nodes: each member of a pair on its own) */
  url: string
  token: string
}

export interface Conversation {
  matchId: string
  members: readonly [Member, Member]
}

const ACK_TIMEOUT_MS = 10_000
/** A thousand handshakes at once would only measure a queue. */
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

/** Both members' sockets of every conversation, in the conversations' order. */
export async function connectAll(conversations: readonly Conversation[]): Promise<Socket[][]> {
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

/**
 * Joins every socket to its match room, as the chat screen does: the server's 'new-message'
 * goes to that room, while 'sync:change' reaches the user's room whatever screen is open.
 */
export async function joinAll(conversations: readonly Conversation[], sockets: Socket[][]) {
  for (let start = 0; start < conversations.length; start += CONNECT_BATCH / 2) {
    const joins = conversations.slice(start, start + CONNECT_BATCH / 2).flatMap((conversation, i) =>
      (sockets[start + i] ?? []).map(async (socket) => {
        const answer = (await socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('join-match', { matchId: conversation.matchId })
          .catch(() => {
            throw new Error(`join-match got no ack within ${ACK_TIMEOUT_MS / 1000} s`)
          })) as { ok?: boolean; message?: string }
        if (answer.ok !== true) {
          throw new Error(`join-match refused: ${answer.message ?? JSON.stringify(answer)}`)
        }
      }),
    )
    await Promise.all(joins)
  }
}

export function serversCpuSeconds(pids: readonly number[]): number | null {
  let total = 0
  for (const pid of pids) {
    const seconds = processCpuSeconds(pid)
    if (seconds === null) return null
    total += seconds
  }
  return total
}
