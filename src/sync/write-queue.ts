import { BehaviorSubject, distinctUntilChanged, filter, map, type Observable } from 'rxjs'
import { API_PREFIX } from '@contract/endpoint'
import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'
import {
  toPendingWrite,
  unsentDelivery,
  type PendingWrite,
  type QueuedWrite,
} from '../../sw/write-queue/queued-write'
import {
  deleteWriteQueue,
  openWriteQueueStore,
  type WriteQueueStore,
} from '../../sw/write-queue/queue-store'
import { createSender, type PassResult, type Sender } from '../../sw/write-queue/sender'
import { WRITE_QUEUE_SYNC_TAG } from '../../sw/messages'
import { sync as texts } from '../i18n/es/sync'
import { syncErrors } from './sync-errors'
import { trackWrite } from './writes-in-flight'

/**
 * The page's side of the device's one write queue (sw/write-queue). While a user is signed in
 * this module keeps a live list of their queued writes (re-read whenever the queue changes, in
 * this tab, another tab or the service worker) and runs the shared sender: after every new
 * write, when the browser says it is online again, and on a timer while writes wait. When the
 * page stops with writes left, the Background Sync registration lets the worker send them with
 * the app closed (sw/sw.ts). Nothing here holds a request in memory: the queue is the truth.
 */
export interface WriteQueueOptions {
  userId: string
  token: string
  /** the server's origin (default: the page's) */
  origin?: string
  /** IndexedDB to keep the queue in (tests: fake-indexeddb); default: the global one */
  indexedDB?: IDBFactory
  /** a write got 401: the session is over */
  onUnauthorized?: () => void
  /** tests: the transport (default: the global fetch) */
  fetch?: (request: Request) => Promise<Response>
}

export interface WriteRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** below /api, e.g. 'matches/swipe' */
  path: string
  json?: unknown
  form?: FormData
}

export interface NewWrite {
  target: string
  docId: string
  op: PendingWrite['op']
  /** what screens show until the server's version replicates (null for a delete) */
  doc: { id: string } | null
  baseUpdatedAt: string | null
  fallbackMessage: string
  request: WriteRequest
}

interface Session {
  options: WriteQueueOptions
  store: WriteQueueStore
  sender: Sender
  /** keys whose refusal the action that made them reports itself */
  awaited: Set<string>
  /** failed keys already reported, so a refusal is announced once */
  reported: Set<string>
  timer: ReturnType<typeof setTimeout> | undefined
  /** reads of the store asked for, and the latest one whose answer was applied (refresh) */
  reads: { asked: number; applied: number }
  stop(): void
}

const TICK_MS = 15_000
let session: Session | null = null
/**
 * The signed-in user's writes; empty while nobody is signed in. null from a queue's start until
 * its first read of the store answered: an empty list then would claim that nothing is queued
 * (a reload offline would show a card whose like is still queued, or a deleted pet again).
 */
const entries = new BehaviorSubject<readonly PendingWrite[] | null>([])

async function requestOf(write: WriteRequest, key: string, options: WriteQueueOptions) {
  const origin = options.origin ?? globalThis.location.origin
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.token}`,
    [IDEMPOTENCY_HEADER.toLowerCase()]: key,
  }
  let body: ArrayBuffer | null = null
  if (write.form) {
    // Serialised once, multipart boundary included, so the stored bytes are what gets sent.
    const encoded = new Request(origin, { method: 'POST', body: write.form })
    headers['content-type'] = encoded.headers.get('content-type') ?? ''
    body = await encoded.arrayBuffer()
  } else if (write.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = new TextEncoder().encode(JSON.stringify(write.json)).buffer
  }
  return { method: write.method, url: `${origin}${API_PREFIX}/${write.path}`, headers, body }
}

async function refresh(current: Session): Promise<void> {
  // Read-only transactions run side by side and may answer out of order: an older read's
  // answer never replaces a newer one's (a settled write would show as pending again).
  const read = ++current.reads.asked
  const all = await current.store.list().catch(() => null)
  if (session !== current || read < current.reads.applied) return
  if (all === null) {
    // A store that cannot be read: the list stays as it was, empty the first time (known as
    // well as it will be), so no screen waits for it forever.
    if (entries.value === null) entries.next([])
    return
  }
  current.reads.applied = read
  const mine = all.filter((entry) => entry.userId === current.options.userId).map(toPendingWrite)
  for (const entry of mine) {
    if (entry.state !== 'failed' || current.reported.has(entry.key)) continue
    current.reported.add(entry.key)
    if (!current.awaited.has(entry.key)) syncErrors.push(entry.error ?? texts.refused)
  }
  entries.next(mine)
}

function schedule(current: Session, result: PassResult): void {
  clearTimeout(current.timer)
  if (session !== current || result.pending === 0) return
  const wait = Math.max(500, Math.min((result.nextAttemptAt ?? 0) - Date.now(), TICK_MS))
  current.timer = setTimeout(() => void sendPendingWrites(), wait)
  // The app may close before that: let the worker send them when the connection is back.
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  void workers?.ready
    .then((registration) =>
      (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(
        WRITE_QUEUE_SYNC_TAG,
      ),
    )
    .catch(() => undefined)
}

export function startWriteQueue(options: WriteQueueOptions): void {
  session?.stop()
  const store = openWriteQueueStore(options.indexedDB)
  const current: Session = {
    options,
    store,
    sender: createSender({
      store,
      expiredMessage: texts.notSent,
      ...(options.fetch ? { send: options.fetch } : {}),
      onAnswer: (_entry, status) => {
        if (status === 401) options.onUnauthorized?.()
      },
    }),
    awaited: new Set(),
    reported: new Set(),
    timer: undefined,
    reads: { asked: 0, applied: 0 },
    stop() {
      clearTimeout(current.timer)
      unsubscribe()
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline)
      store.close()
      entries.next([])
    },
  }
  const unsubscribe = store.onChange(() => void refresh(current))
  const onOnline = () => void sendPendingWrites({ ignoreBackoff: true })
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline)
  session = current
  entries.next(null)
  void refresh(current)
  void sendPendingWrites()
}

/** Stops the queue of this page; `clear` (sign-out) forgets the user's writes for good. */
export async function stopWriteQueue({ clear }: { clear: boolean }): Promise<void> {
  const current = session
  if (!current) return
  session = null
  current.stop()
  // The writes carry this user's token and data: nothing of them stays on the device.
  if (clear) await deleteWriteQueue(current.options.indexedDB)
}

/** Stores a write (before any screen shows it) and returns its entry. */
export function enqueueWrite(write: NewWrite): Promise<QueuedWrite | null> {
  // Tracked so an app update reloads only once it is stored (writes-in-flight.ts).
  return trackWrite(storeWrite(write))
}

async function storeWrite(write: NewWrite): Promise<QueuedWrite | null> {
  const current = session
  if (!current) return null
  const key = crypto.randomUUID()
  current.awaited.add(key)
  const { request, doc, ...meta } = write
  return current.store.add({
    key,
    userId: current.options.userId,
    ...(await requestOf(request, key, current.options)),
    ...meta,
    doc,
    ...unsentDelivery(Date.now()),
  })
}

/** One pass of the sender now; resolves with what is left. */
export function sendPendingWrites(options?: { ignoreBackoff?: boolean }): Promise<PassResult> {
  const current = session
  if (!current) return Promise.resolve({ pending: 0, nextAttemptAt: null })
  const run = current.sender.drain(options)
  void run.then(
    (result) => schedule(current, result),
    () => schedule(current, { pending: 1, nextAttemptAt: Date.now() + TICK_MS }),
  )
  return run
}

/** The entry as stored now (null: settled and gone, or discarded). */
export async function readWrite(key: string): Promise<QueuedWrite | null> {
  return (await session?.store.get(key)) ?? null
}

/**
 * Whether the queue holds a write of this document, in any state, read from the store itself
 * (not the live list, which may not be loaded yet). null: no session, so no answer.
 */
export async function hasQueuedWrite(target: string, docId: string): Promise<boolean | null> {
  const current = session
  if (!current) return null
  return (await current.store.list()).some(
    (entry) => entry.target === target && entry.docId === docId,
  )
}

/** The action that made the write is done waiting for it: later refusals are announced. */
export function releaseWrite(key: string): void {
  session?.awaited.delete(key)
}

export async function removeWrites(keys: readonly string[]): Promise<void> {
  await session?.store.remove(keys)
}

/**
 * Sends a refused write again, as a new attempt with a new key (the server remembers its
 * answer to the old one), at the end of the queue.
 */
export async function retryWrite(key: string): Promise<void> {
  const current = session
  const entry = await current?.store.get(key)
  if (!current || !entry || entry.state !== 'failed') return
  const fresh = crypto.randomUUID()
  const again: Partial<QueuedWrite> = { ...entry }
  delete again.seq // a new place, at the end of the queue
  await current.store.remove([key])
  await current.store.add({
    ...(again as Omit<QueuedWrite, 'seq'>),
    key: fresh,
    headers: { ...entry.headers, [IDEMPOTENCY_HEADER.toLowerCase()]: fresh },
    ...unsentDelivery(Date.now()),
  })
  void sendPendingWrites()
}

/**
 * Live list of the signed-in user's queued writes (one target or all), in the order made. It
 * first emits once the queue's first read answered, so a screen that lays the writes over its
 * documents never shows them without (see `entries`).
 */
export function observePendingWrites(target?: string): Observable<PendingWrite[]> {
  return entries.pipe(
    filter((all) => all !== null),
    map((all) =>
      target === undefined ? [...all] : all.filter((entry) => entry.target === target),
    ),
    distinctUntilChanged(
      (a, b) =>
        a.length === b.length &&
        a.every((entry, index) => entry === b[index] || sameEntry(entry, b[index])),
    ),
  )
}

function sameEntry(a: PendingWrite, b: PendingWrite | undefined): boolean {
  return !!b && a.key === b.key && a.state === b.state && a.error === b.error
}

/** The signed-in user's queued writes as known now (empty before the queue's first read). */
export function currentPendingWrites(): readonly PendingWrite[] {
  return entries.value ?? []
}
