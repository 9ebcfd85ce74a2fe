import { IDBFactory } from 'fake-indexeddb'
import { firstValueFrom, filter } from 'rxjs'
import { afterEach, expect, test } from 'vitest'
import { observePendingWritesRead, startWriteQueue, stopWriteQueue } from './write-queue'

afterEach(async () => {
  await stopWriteQueue({ clear: true })
})

const current = () => {
  let value: boolean | undefined
  observePendingWritesRead()
    .subscribe((isRead) => (value = isRead))
    .unsubscribe()
  return value
}

test("an empty list is only 'nothing queued' once the queue's first read has answered", async () => {
  // No queue yet (signed out, a screen's test): nothing to wait for.
  expect(current()).toBe(true)
  startWriteQueue({
    userId: 'user-1',
    token: 'token-1',
    origin: 'http://huellitas.test',
    indexedDB: new IDBFactory(),
    fetch: () => Promise.reject(new Error('offline')),
  })
  // Started: the list is not the user's yet.
  expect(current()).toBe(false)
  await firstValueFrom(observePendingWritesRead().pipe(filter(Boolean)))
  expect(current()).toBe(true)
})
