import { BehaviorSubject, Subject } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChatAck } from '@contract/chat.messages'
import type { ChatClientEvent, ChatServerEvent } from '../../../sync/socket'
import type { ChatSocket } from './chat-socket'
import { ChatRoom } from './chat-room'

/** A socket that records what the room emits and lets the test play the server. */
class RecordingSocket implements ChatSocket {
  readonly sent: string[] = []
  readonly isConnected$ = new BehaviorSubject(true)
  readonly connected$ = new Subject<void>()
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>()

  get isConnected() {
    return this.isConnected$.value
  }
  /** join-match acks held back (the server still checking membership) when not auto-acking */
  readonly heldAcks: ((answer: ChatAck) => void)[] = []
  autoAck = true
  emit(event: ChatClientEvent, payload: { matchId: string }, ack?: (answer: ChatAck) => void) {
    this.sent.push(`${event} ${payload.matchId}`)
    if (!ack) return
    if (this.autoAck) ack({ ok: true })
    else this.heldAcks.push(ack)
  }
  on(event: ChatServerEvent, handler: (payload: unknown) => void) {
    const set = this.handlers.get(event) ?? new Set()
    set.add(handler)
    this.handlers.set(event, set)
    return () => void set.delete(handler)
  }
  hear(event: ChatServerEvent, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload)
  }
  listeners() {
    return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0)
  }
  drop() {
    this.isConnected$.next(false)
  }
  reconnect() {
    this.isConnected$.next(true)
    this.connected$.next()
  }
}

const rooms: ChatRoom[] = []
function open(socket: RecordingSocket | null, matchId = 'm1') {
  const room = new ChatRoom(matchId, new BehaviorSubject<ChatSocket | null>(socket), 6_000)
  rooms.push(room)
  return room
}
afterEach(() => {
  for (const room of rooms.splice(0)) room.close()
  vi.useRealTimers()
})

describe('ChatRoom', () => {
  it('joins on open, again after every reconnect, and leaves on close', () => {
    const socket = new RecordingSocket()
    const room = open(socket)
    expect(socket.sent).toEqual(['join-match m1'])
    expect(room.current.isConnected).toBe(true)
    socket.drop()
    expect(room.current.isConnected).toBe(false)
    socket.reconnect()
    expect(socket.sent).toEqual(['join-match m1', 'join-match m1'])
    room.close()
    expect(socket.sent.at(-1)).toBe('leave-match m1')
    expect(socket.listeners()).toBe(0)
  })

  it('emits typing-start / typing-stop once per change, never while disconnected', () => {
    const socket = new RecordingSocket()
    const room = open(socket)
    room.setTyping(true)
    room.setTyping(true)
    room.setTyping(false)
    room.setTyping(false)
    expect(socket.sent.slice(1)).toEqual(['typing-start m1', 'typing-stop m1'])
    socket.drop()
    room.setTyping(true)
    expect(socket.sent.slice(3)).toEqual([])
    // Still typing when the connection returns: announced again after the re-join.
    socket.reconnect()
    expect(socket.sent.slice(3)).toEqual(['join-match m1', 'typing-start m1'])
    // Closing while typing stops it first.
    room.close()
    expect(socket.sent.slice(5)).toEqual(['typing-stop m1', 'leave-match m1'])
  })

  it("shows the other member's typing for this match only, and clears it on stop, message or silence", () => {
    vi.useFakeTimers()
    const socket = new RecordingSocket()
    const room = open(socket)
    socket.hear('user-typing', { matchId: 'other', userId: 'u2', userName: 'Bruno' })
    expect(room.current.typing).toBeNull()
    socket.hear('user-typing', { matchId: 'm1', userId: 'u2', userName: 'Bruno' })
    expect(room.current.typing).toEqual({ userId: 'u2', userName: 'Bruno' })
    socket.hear('user-stop-typing', { matchId: 'm1', userId: 'u2' })
    expect(room.current.typing).toBeNull()

    socket.hear('user-typing', { matchId: 'm1', userId: 'u2', userName: 'Bruno' })
    socket.hear('new-message', { message: { matchId: 'm1', senderId: 'u2', id: 'x' } })
    expect(room.current.typing).toBeNull()

    socket.hear('user-typing', { matchId: 'm1', userId: 'u2', userName: 'Bruno' })
    vi.advanceTimersByTime(5_999)
    expect(room.current.typing).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(room.current.typing).toBeNull()
  })

  it('ends on match-update for this match', () => {
    const socket = new RecordingSocket()
    const room = open(socket)
    socket.hear('match-update', { matchId: 'other', reason: 'blocked' })
    expect(room.current.ended).toBeNull()
    socket.hear('match-update', { matchId: 'm1', reason: 'unmatched' })
    expect(room.current.ended).toBe('unmatched')
  })

  it('without a socket (a tab that does not lead) stays quiet and disconnected', () => {
    const room = open(null)
    room.setTyping(true)
    expect(room.current).toEqual({ typing: null, ended: null, isConnected: false })
  })
  it('sends typing only once the server accepted the join', () => {
    const socket = new RecordingSocket()
    socket.autoAck = false
    const room = open(socket)
    room.setTyping(true)
    expect(socket.sent).toEqual(['join-match m1'])
    socket.heldAcks.shift()?.({ ok: true })
    expect(socket.sent).toEqual(['join-match m1', 'typing-start m1'])
    room.setTyping(false)
    expect(socket.sent.at(-1)).toBe('typing-stop m1')
  })

  it('sends no typing through a refused join', () => {
    const socket = new RecordingSocket()
    socket.autoAck = false
    const room = open(socket)
    socket.heldAcks.shift()?.({ ok: false, error: 'not-found', message: 'Match no encontrado' })
    room.setTyping(true)
    expect(socket.sent).toEqual(['join-match m1'])
  })
})
