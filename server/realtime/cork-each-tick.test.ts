import { Duplex } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { corkEachTick } from './cork-each-tick'

/** A socket stand-in that records each write that reaches the "wire" (one writev = one entry). */
function wire() {
  const calls: string[][] = []
  const socket = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      calls.push([chunk.toString()])
      done()
    },
    writev(chunks, done) {
      calls.push(chunks.map(({ chunk }) => String(chunk)))
      done()
    },
  })
  return { socket, calls }
}

const nextTick = () => new Promise<void>((resolve) => process.nextTick(resolve))

describe('corkEachTick', () => {
  it('sends the frames written within one tick in one write, in order', async () => {
    const { socket, calls } = wire()
    corkEachTick(socket)
    socket.write('a')
    socket.write('b')
    socket.write('c')
    expect(calls).toEqual([])
    await nextTick()
    expect(calls).toEqual([['a', 'b', 'c']])
  })

  it('starts over on the next tick, and leaves uncorked writes as they were', async () => {
    const { socket, calls } = wire()
    corkEachTick(socket)
    socket.write('a')
    await nextTick()
    socket.write('b')
    await nextTick()
    expect(calls).toEqual([['a'], ['b']])

    const plain = wire()
    plain.socket.write('x')
    plain.socket.write('y')
    await nextTick()
    expect(plain.calls.flat()).toEqual(['x', 'y'])
    expect(plain.calls[0]).toEqual(['x'])
  })

  it('keeps write() answers and callbacks', async () => {
    const { socket } = wire()
    corkEachTick(socket)
    let written = false
    expect(socket.write('a', () => (written = true))).toBe(true)
    await new Promise((resolve) => setImmediate(resolve))
    expect(written).toBe(true)
  })
})
