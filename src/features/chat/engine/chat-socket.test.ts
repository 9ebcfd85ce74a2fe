import { BehaviorSubject, Subject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import { observeChatSocket, type ChatSocket } from './chat-socket'

function fakeSocket() {
  return {
    emit: vi.fn(),
    on: vi.fn(() => () => undefined),
    isConnected: false,
    isConnected$: new BehaviorSubject(false),
    connected$: new Subject<void>(),
    connect: vi.fn(),
    close: vi.fn(),
  }
}

function fakeEngine(isLeader: boolean) {
  const own: ReturnType<typeof fakeSocket>[] = []
  const engine = {
    socket: fakeSocket(),
    isLeader$: new BehaviorSubject(isLeader),
    openSocket: vi.fn(() => {
      const socket = fakeSocket()
      own.push(socket)
      return socket
    }),
  }
  return { engine, own }
}

describe('observeChatSocket', () => {
  it("the leader tab chats through the engine's own socket", () => {
    const { engine } = fakeEngine(true)
    const seen: (ChatSocket | null)[] = []
    const subscription = observeChatSocket(() => engine).subscribe((socket) => seen.push(socket))
    expect(seen).toEqual([engine.socket])
    expect(engine.openSocket).not.toHaveBeenCalled()
    subscription.unsubscribe()
  })

  it('another tab opens one socket of its own, shared, and closes it when the chat closes', () => {
    const { engine, own } = fakeEngine(false)
    const first: (ChatSocket | null)[] = []
    const second: (ChatSocket | null)[] = []
    const a = observeChatSocket(() => engine).subscribe((socket) => first.push(socket))
    const b = observeChatSocket(() => engine).subscribe((socket) => second.push(socket))
    expect(engine.openSocket).toHaveBeenCalledOnce()
    expect(own[0]?.connect).toHaveBeenCalledOnce()
    expect(first).toEqual([own[0]])
    expect(second).toEqual([own[0]])
    a.unsubscribe()
    expect(own[0]?.close).not.toHaveBeenCalled()
    b.unsubscribe()
    expect(own[0]?.close).toHaveBeenCalledOnce()
  })

  it('a tab that becomes the leader drops its own socket for the engine one', () => {
    const { engine, own } = fakeEngine(false)
    const seen: (ChatSocket | null)[] = []
    const subscription = observeChatSocket(() => engine).subscribe((socket) => seen.push(socket))
    engine.isLeader$.next(true)
    expect(own[0]?.close).toHaveBeenCalledOnce()
    expect(seen).toEqual([own[0], engine.socket])
    subscription.unsubscribe()
  })
})
