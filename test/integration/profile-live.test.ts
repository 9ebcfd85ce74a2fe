import { describe, expect, it } from 'vitest'
import type { AvatarResponse, ProfileDoc, ProfileResponse } from '@contract/users.contract'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { useSyncEventSockets, waitUntil } from '../support/sockets.js'
import { jpeg } from './pets-fixtures.js'
import {
  pictureForm,
  pullProfile,
  putJson,
  putPicture,
  validPlace,
  validProfile,
} from './profile-fixtures.js'

/** Live profile changes: after each commit the user's own sockets get it; nobody else's. */
describe.each(databaseTargets)('live profile changes over socket.io on $kind', (target) => {
  const fixture = useServer(target)
  const { recordingSocket: signedInSocket } = useSyncEventSockets<ProfileDoc>(() => fixture.baseUrl)
  const until = waitUntil

  it('sends every profile change to the user’s sockets only, with the feed checkpoint', async () => {
    const [user, stranger] = await Promise.all([
      registerUser(fixture.baseUrl),
      registerUser(fixture.baseUrl),
    ])
    const [phone, laptop, strangers] = await Promise.all([
      signedInSocket(user.token),
      signedInSocket(user.token),
      signedInSocket(stranger.token),
    ])

    const saved = await putJson<ProfileResponse>(
      fixture,
      '/api/users/profile',
      user.token,
      validProfile,
    )
    await until(() => phone.length === 1 && laptop.length === 1)
    const feed = await pullProfile(fixture, user.token)
    expect(phone[0]).toEqual({
      collection: 'profile',
      documents: [{ ...saved.body.user, _deleted: false }],
      checkpoint: feed.checkpoint,
    })
    expect(laptop[0]).toEqual(phone[0])

    await putJson(fixture, '/api/users/location', user.token, validPlace)
    await putJson(fixture, '/api/auth/location', user.token, validPlace)
    const avatar = await putPicture<AvatarResponse>(
      fixture,
      'avatar',
      user.token,
      pictureForm([{ field: 'avatar', name: 'yo.jpg', data: await jpeg() }]),
    )
    await until(() => phone.length === 4)
    expect(phone.map((event) => event.collection)).toEqual(Array(4).fill('profile'))
    const seqs = phone.map((event) => event.checkpoint.seq)
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs)
    expect(new Set(seqs).size).toBe(4)
    expect(phone[3]?.documents).toEqual([{ ...avatar.body.user, _deleted: false }])
    expect(phone[1]?.documents[0]?.shareLocation).toBe(true)

    // A refused change sends nothing.
    await putJson(fixture, '/api/users/profile', user.token, { name: '' })

    // The stranger's socket has had every chance to receive something by now.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(strangers).toEqual([])
    expect(phone).toHaveLength(4)
  })
})
