import ky from 'ky'
import { firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { matchMessages, type FavoritesResponse } from '@contract/matches.contract'
import { splitByKind } from '../../src/features/connections/connections-merge'
import { removeFavorite, unmatch } from '../../src/features/connections/connections.actions'
import { matchesFeedStatus } from '../../src/features/connections/feed-status'
import { observeConnections } from '../../src/features/connections/matches.repo'
import { setSyncContext } from '../../src/sync/context'
import { startWriteQueue, stopWriteQueue } from '../../src/sync/write-queue'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { feedState, get, like, ownerWithPets, pet, type Owner } from './matches-fixtures.js'
import { storedWrites } from '../support/replication-app.js'
import {
  eventually,
  inSync,
  openDevice,
  socketConnected,
  type Device,
} from '../support/replication-client.js'

/**
 * The connection screens' data on a simulated device (the app's RxDB on fake-indexeddb, its
 * sync engine and its write queue) against a real server: a mutual like made through the API
 * reaches the local `matches` collection live; unmatch and favorite removal through the
 * feature's actions leave the lists at once, their tombstones replicate and settle the queue.
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

describe('connections on a device', () => {
  const fixture = useServer(target)
  const devices: Device[] = []
  afterEach(async () => {
    await stopWriteQueue({ clear: true })
    setSyncContext(null)
    await Promise.all(devices.splice(0).map((device) => device.close()))
  })

  /** Ana's phone, signed in: the sync context the actions use points at its database. */
  async function phoneOf(owner: Owner): Promise<Device> {
    const device = await openDevice(fixture.baseUrl, owner, { collections: ['matches'] })
    devices.push(device)
    // What startSync does: the device's write queue, on its IndexedDB, sending to the server.
    startWriteQueue({
      userId: owner.user.id,
      token: owner.token,
      origin: fixture.baseUrl,
      indexedDB: device.factory,
    })
    await socketConnected(device)
    await inSync(device)
    setSyncContext({
      database: device.database,
      http: ky.create({
        prefixUrl: `${fixture.baseUrl}/api`,
        retry: 0,
        headers: { Authorization: `Bearer ${owner.token}` },
      }),
      user: owner.user,
      reSync: () => device.engine.reSync(),
    })
    return device
  }

  const shown = async (device: Device) =>
    splitByKind(await firstValueFrom(observeConnections(device.database)))
  const stored = async (device: Device, id: string) =>
    (await device.database.matches.findOne(id).exec()) !== null
  const queueSize = async (device: Device) => (await storedWrites(device.factory)).length

  it('shows a new match live, and unmatch removes it at once and for both users', async () => {
    const [ana, carlos] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Carlos'),
    ])
    const phone = await phoneOf(ana)
    expect(matchesFeedStatus(phone.engine).value).toBe('ready')
    expect((await shown(phone)).match).toEqual([])

    await like(fixture, ana, pet(ana), pet(carlos))
    const matched = await like(fixture, carlos, pet(carlos), pet(ana))
    const matchId = matched.body.match?.id ?? ''
    expect(matchId).not.toBe('')

    // Live: the socket brings the match without anyone asking for a pull.
    await eventually('the match reaches Ana', async () => (await shown(phone)).match.length === 1)
    const [match] = (await shown(phone)).match
    expect(match).toMatchObject({
      id: `match:${matchId}`,
      matchId,
      myPetName: pet(ana).name,
      otherPetId: pet(carlos).id,
      otherPetName: pet(carlos).name,
      otherUserName: 'Carlos',
      syncState: 'synced',
    })
    // Her favorite of Carlos's pet now carries the match too.
    await eventually(
      'the favorite knows the match',
      async () => (await shown(phone)).favorite[0]?.matchId === matchId,
    )

    const unmatching = unmatch(matchId)
    await eventually(
      'the match leaves the list',
      async () => (await shown(phone)).match.length === 0,
    )
    expect(await unmatching).toMatchObject({ ok: true, status: 'saved' })
    // The tombstone replicates: the stored document goes, and the queue entry settles.
    await eventually(
      'the tombstone arrives',
      async () => !(await stored(phone, `match:${matchId}`)),
    )
    await eventually('the queue settles', async () => (await queueSize(phone)) === 0)
    expect((await shown(phone)).match).toEqual([])
    // Gone for Carlos as well.
    expect(
      [...(await feedState(fixture, carlos.token)).values()].map((doc) => doc.kind),
    ).not.toContain('match')
    const again = await get(fixture, ana.token, `/api/matches/${matchId}`)
    expect(again.status).toBe(404)
  })

  it('removes a favorite at once; a refused removal answers with the server’s message', async () => {
    const [ana, carlos] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 2, 'Carlos'),
    ])
    const phone = await phoneOf(ana)
    await like(fixture, ana, pet(ana), pet(carlos, 0))
    await like(fixture, ana, pet(ana), pet(carlos, 1))
    await eventually(
      'both favorites arrive',
      async () => (await shown(phone)).favorite.length === 2,
    )
    const [newest, older] = (await shown(phone)).favorite
    expect(newest?.otherPetId).toBe(pet(carlos, 1).id)
    if (!newest || !older) throw new Error('favorites missing')

    const removing = removeFavorite(newest.id)
    await eventually(
      'the favorite leaves the grid',
      async () => (await shown(phone)).favorite.length === 1,
    )
    expect(await removing).toMatchObject({ ok: true })
    await eventually('the tombstone arrives', async () => !(await stored(phone, newest.id)))
    await eventually('the queue settles', async () => (await queueSize(phone)) === 0)
    const listed = await get<FavoritesResponse>(fixture, ana.token, '/api/favorites')
    expect(listed.body.favorites.map((favorite) => favorite.petId)).toEqual([pet(carlos, 0).id])

    // Removed meanwhile on another device: the server refuses, with its own message.
    const rowId = older.id.slice('favorite:'.length)
    const elsewhere = await fetch(`${fixture.baseUrl}/api/favorites/${rowId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${ana.token}` },
    })
    expect(elsewhere.status).toBe(200)
    expect(await removeFavorite(older.id)).toMatchObject({
      ok: false,
      message: matchMessages.favoriteNotFound,
    })
    await eventually('the grid is empty', async () => (await shown(phone)).favorite.length === 0)
    expect(await queueSize(phone)).toBe(0)
  })

  it('reports the first pull failing when the server cannot be reached', async () => {
    const ana = await ownerWithPets(fixture, 0, 'Ana')
    const device = await openDevice('http://127.0.0.1:9', ana, {
      collections: ['matches'],
    })
    devices.push(device)
    const status = matchesFeedStatus(device.engine)
    await eventually('the error is reported', () => status.value === 'error')
  })
})
