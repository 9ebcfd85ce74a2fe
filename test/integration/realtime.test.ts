import { afterEach, describe, expect, it } from 'vitest'
import { serverMessages } from '@contract/errors'
import type { Socket } from 'socket.io-client'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { connected, disconnected, openSocket, type ConnectError } from '../support/sockets.js'

describe.each(databaseTargets)('socket.io on $kind', (target) => {
  const fixture = useServer(target)
  const sockets: Socket[] = []
  const track = (socket: Socket) => {
    sockets.push(socket)
    return socket
  }
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['an unknown token', 'x'.repeat(43)],
  ])('refuses a handshake with %s, in Spanish', async (_label, token) => {
    const socket = track(openSocket(fixture.baseUrl, token))
    const error = await connected(socket).then(
      () => null,
      (refusal: ConnectError) => refusal,
    )
    expect(error?.message).toBe(serverMessages.unauthorized)
    expect(error?.data).toEqual({ error: 'unauthorized' })
    expect(socket.connected).toBe(false)
  })

  it('refuses a token that has been logged out', async () => {
    const user = await registerUser(fixture.baseUrl)
    await call(fixture.baseUrl, 'POST', '/api/auth/logout', { token: user.token })
    const socket = track(openSocket(fixture.baseUrl, user.token))
    await expect(connected(socket)).rejects.toMatchObject({ data: { error: 'unauthorized' } })
  })

  it('accepts a valid token and drops exactly that token’s sockets at logout', async () => {
    const user = await registerUser(fixture.baseUrl)
    const secondDevice = await call<{ token: string }>(fixture.baseUrl, 'POST', '/api/auth/login', {
      json: { email: user.email, password: user.password },
    })
    const phone = track(openSocket(fixture.baseUrl, user.token))
    const laptop = track(openSocket(fixture.baseUrl, secondDevice.body.token))
    await Promise.all([connected(phone), connected(laptop)])

    const phoneGone = disconnected(phone)
    expect(
      (await call(fixture.baseUrl, 'POST', '/api/auth/logout', { token: user.token })).status,
    ).toBe(204)
    expect(await phoneGone).toBe('io server disconnect')

    // The other device's socket stays up (a wrongly aimed disconnect would have landed by now).
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(laptop.connected).toBe(true)
  })
})
