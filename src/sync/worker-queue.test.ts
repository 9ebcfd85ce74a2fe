import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { queuedWriteKeys } from './worker-queue'

// The store as workbox-background-sync (QueueDb.js, version 3) creates and fills it.
function createWorkboxQueue(rows: object[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('workbox-background-sync', 3)
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore('requests', {
        autoIncrement: true,
        keyPath: 'id',
      })
      store.createIndex('queueName', 'queueName', { unique: false })
      for (const row of rows) store.add(row)
    }
    request.onsuccess = () => {
      request.result.close()
      resolve()
    }
    request.onerror = () => reject(request.error ?? new Error('open failed'))
  })
}

function deleteWorkboxQueue(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('workbox-background-sync')
    request.onsuccess = () => resolve()
    request.onerror = () => resolve()
  })
}

const queuedRequest = (headers: Record<string, string>) => ({
  queueName: 'huellitas-writes',
  timestamp: 1,
  requestData: { url: 'http://localhost/api/matches/m/messages', method: 'POST', headers },
})

describe('queuedWriteKeys', () => {
  afterEach(deleteWorkboxQueue)

  it('lists the Idempotency-Keys of the requests the worker holds', async () => {
    await createWorkboxQueue([
      queuedRequest({ 'idempotency-key': 'key-1', 'content-type': 'application/json' }),
      queuedRequest({ 'idempotency-key': 'key-2' }),
      queuedRequest({ 'content-type': 'application/json' }),
    ])
    expect(await queuedWriteKeys()).toEqual(new Set(['key-1', 'key-2']))
  })

  it('answers "nothing queued" without creating the worker database', async () => {
    expect(await queuedWriteKeys()).toEqual(new Set())
    const names = (await indexedDB.databases()).map((database) => database.name)
    expect(names).not.toContain('workbox-background-sync')
  })
})
