import { randomUUID } from 'node:crypto'
import { afterEach, expect } from 'vitest'
import type { Browser, BrowserContext, Locator, Page, WebSocket } from 'playwright-core'
import type { ChatMessage, MessagesPage } from '@contract/chat.messages'
import type { MatchListResponse, SwipeResponse } from '@contract/matches.contract'
import type { MatchFeedDoc } from '@contract/matches.messages'
import type { PetDoc } from '@contract/pets.contract'
import type { PullResponse } from '@contract/sync.contract'
import { createPet } from '../integration/pets-fixtures'
import { call, registerUser, type RegisteredUser } from './api'
import { openControlledApp } from './sw-queue-page'

/**
 * End-to-end helpers of the chat suites: two fresh people matched through the real API (no demo
 * data), the chat screen's parts by their accessible names, what a message list shows, what
 * the server holds, and a watch on the chat events the page's socket receives — the way to know
 * a page is in its match's room (joined asynchronously after the screen renders) before typing,
 * and that a typing notice ended by 'user-stop-typing' rather than by the screen's timeout.
 */
export interface ChatPerson extends RegisteredUser {
  pet: PetDoc
}

export interface ChatPair {
  a: ChatPerson
  b: ChatPerson
  matchId: string
}

async function personWithPet(baseUrl: string, name: string, petName: string): Promise<ChatPerson> {
  const user = await registerUser(baseUrl, { name })
  const pet = await createPet(baseUrl, user.token, { name: petName })
  return { ...user, pet }
}

/** Two new users with a pet each, matched (each likes the other's pet). */
export async function matchedPair(
  baseUrl: string,
  a: { name: string; petName: string },
  b: { name: string; petName: string },
): Promise<ChatPair> {
  const [personA, personB] = await Promise.all([
    personWithPet(baseUrl, a.name, a.petName),
    personWithPet(baseUrl, b.name, b.petName),
  ])
  const like = (from: ChatPerson, to: ChatPerson) =>
    call<SwipeResponse>(baseUrl, 'POST', '/api/matches/swipe', {
      token: from.token,
      json: { targetPetId: to.pet.id, action: 'like', userPetId: from.pet.id },
    })
  await like(personA, personB)
  const matched = await like(personB, personA)
  const matchId = matched.body.match?.id
  if (!matched.body.matched || !matchId) {
    throw new Error(`no match: ${matched.status} ${matched.text}`)
  }
  return { a: personA, b: personB, matchId }
}

/** The match's messages as the server holds them, oldest first. */
export async function serverMessages(
  baseUrl: string,
  token: string,
  matchId: string,
): Promise<ChatMessage[]> {
  const result = await call<MessagesPage>(
    baseUrl,
    'GET',
    `/api/matches/${matchId}/messages?limit=200`,
    { token },
  )
  if (result.status !== 200) throw new Error(`messages: ${result.status} ${result.text}`)
  return result.body.messages
}

/** Sends a message through the REST API, as another device of `token`'s owner would. */
export async function postMessage(
  baseUrl: string,
  token: string,
  matchId: string,
  content: string,
): Promise<void> {
  const result = await call(baseUrl, 'POST', `/api/matches/${matchId}/messages`, {
    token,
    json: { id: randomUUID(), content },
  })
  if (result.status !== 201 && result.status !== 200) {
    throw new Error(`send: ${result.status} ${result.text}`)
  }
}

/**
 * Whether the viewer muted the match's chat, from the 'matches' change feed (the field lives
 * only there): the last version of the viewer's 'match' document.
 */
export async function serverMuted(
  baseUrl: string,
  token: string,
  matchId: string,
): Promise<boolean | undefined> {
  const result = await call<PullResponse<MatchFeedDoc>>(
    baseUrl,
    'GET',
    '/api/sync/matches/pull?seq=0&limit=1000',
    { token },
  )
  if (result.status !== 200) throw new Error(`matches pull: ${result.status} ${result.text}`)
  return result.body.documents
    .filter((doc) => doc.kind === 'match' && doc.matchId === matchId)
    .at(-1)?.muted
}

/** The viewer's unread count of a match, from GET /api/matches. */
export async function serverUnreadCount(
  baseUrl: string,
  token: string,
  matchId: string,
): Promise<number | undefined> {
  const result = await call<MatchListResponse>(baseUrl, 'GET', '/api/matches', { token })
  return result.body.matches.find((match) => match.id === matchId)?.unreadCount
}

export interface OpenChat {
  context: BrowserContext
  page: Page
  chat: ReturnType<typeof chatScreen>
  socket: ReturnType<typeof watchChatSocket>
}

/**
 * `viewer` signed in, in a context of their own, the service worker in control (so writes made
 * offline go to its queue), with the chat of `matchId` open showing `otherPetName`'s heading.
 */
export async function openChat(
  browser: Browser,
  baseUrl: string,
  viewer: RegisteredUser,
  matchId: string,
  otherPetName: string,
): Promise<OpenChat> {
  const { context, page } = await openControlledApp(browser, baseUrl, viewer)
  const socket = watchChatSocket(page)
  await page.goto(`/chat/${matchId}`)
  await page.getByRole('heading', { level: 1, name: otherPetName }).waitFor({ timeout: 20_000 })
  return { context, page, chat: chatScreen(page), socket }
}

/**
 * Opens chats (openChat) whose browser contexts are closed after each test. Call it at the top
 * of a test file; `target` is read when a chat opens, after beforeAll has started things.
 */
export function useChats(target: () => { browser: Browser; baseUrl: string }) {
  let contexts: BrowserContext[] = []
  afterEach(async () => {
    for (const context of contexts) await context.close()
    contexts = []
  })
  return {
    chatOf: async (viewer: RegisteredUser, matchId: string, otherPet: string) => {
      const { browser, baseUrl } = target()
      const opened = await openChat(browser, baseUrl, viewer, matchId, otherPet)
      contexts.push(opened.context)
      return opened
    },
    /** Closes `context` after the test too. */
    track: (context: BrowserContext) => {
      contexts.push(context)
    },
  }
}

/** The chat screen's parts, by the accessible names the screens promise. */
export function chatScreen(page: Page) {
  const list = page.getByRole('list', { name: 'Mensajes' })
  return {
    list,
    items: list.locator('li[data-message-id]'),
    composer: page.getByRole('textbox', { name: 'Escribe un mensaje...' }),
    sendButton: page.getByRole('button', { name: 'Enviar', exact: true }),
    typing: (userName: string) =>
      page.getByRole('status').filter({ hasText: `${userName} está escribiendo...` }),
    /** The one message whose text contains `content` (the locator is strict: one, or throws). */
    message: (content: string) => list.locator('li[data-message-id]').filter({ hasText: content }),
  }
}

export interface RenderedMessage {
  id: string
  syncState: string
  text: string
}

/** Every message the list shows, top to bottom. */
export function renderedMessages(page: Page): Promise<RenderedMessage[]> {
  return page
    .getByRole('list', { name: 'Mensajes' })
    .locator('li[data-message-id]')
    .evaluateAll((items) =>
      items.map((item) => ({
        id: item.getAttribute('data-message-id') ?? '',
        syncState: item.getAttribute('data-sync-state') ?? '',
        text: item.textContent ?? '',
      })),
    )
}

/** The texts matching `pattern` in the list, top to bottom (one per message that has one). */
export async function renderedContents(page: Page, pattern: RegExp): Promise<string[]> {
  const messages = await renderedMessages(page)
  return messages.flatMap((message) => message.text.match(pattern)?.[0] ?? [])
}

/** Sends `content` the way a person does: type it, press Enter, see the composer empty. */
export async function typeAndSend(composer: Locator, content: string): Promise<void> {
  await composer.fill(content)
  await composer.press('Enter')
  await expect.poll(() => composer.inputValue(), { timeout: 10_000 }).toBe('')
}

type Direction = 'received' | 'sent'

interface ChatFrame {
  direction: Direction
  event: string
  matchId: string
}

/**
 * Records the chat events a page's socket sends and receives. Install it before the navigation
 * that opens the socket (the app opens one per page load). Hearing a match's 'new-message'
 * proves the socket is in its room: the room is the only way that event arrives (the sync feed
 * uses its own event), and typing notices travel through the room alone. A closed socket loses
 * its rooms, so its frames are forgotten: counts are those of the sockets still open.
 */
export function watchChatSocket(page: Page) {
  const frames = new Map<WebSocket, ChatFrame[]>()
  const waiters = new Set<() => void>()
  const count = (direction: Direction, event: string, matchId: string) =>
    [...frames.values()]
      .flat()
      .filter((f) => f.direction === direction && f.event === event && f.matchId === matchId).length
  const waitFor = (
    direction: Direction,
    event: string,
    matchId: string,
    times: number,
    timeoutMs: number,
  ) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`the page's socket never ${direction} ${event} ×${times} for ${matchId}`))
      }, timeoutMs)
      function check() {
        if (count(direction, event, matchId) < times) return
        clearTimeout(timer)
        waiters.delete(check)
        resolve()
      }
      waiters.add(check)
      check()
    })

  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return
    const own: ChatFrame[] = []
    frames.set(socket, own)
    const record = (direction: Direction) => (frame: { payload: string | Buffer }) => {
      const packet = parsePacket(frame.payload)
      if (packet === null) return
      own.push({ direction, ...packet })
      for (const wake of waiters) wake()
    }
    socket.on('framereceived', record('received'))
    socket.on('framesent', record('sent'))
    socket.on('close', () => frames.delete(socket))
  })
  return {
    /** How many times the page's open socket received `event` for the match. */
    count: (event: string, matchId: string) => count('received', event, matchId),
    /** Resolves once the page's open socket has received `event` for the match `times` times. */
    heard: (event: string, matchId: string, times = 1, timeoutMs = 30_000) =>
      waitFor('received', event, matchId, times, timeoutMs),
    /** Resolves once the page's open socket has sent `event` for the match `times` times. */
    sent: (event: string, matchId: string, times = 1, timeoutMs = 30_000) =>
      waitFor('sent', event, matchId, times, timeoutMs),
  }
}

/** The match a chat event is about: `matchId`, or its message's (new-message). */
function matchIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const { matchId, message } = body as { matchId?: unknown; message?: { matchId?: unknown } }
  if (typeof matchId === 'string') return matchId
  return typeof message?.matchId === 'string' ? message.matchId : null
}

/**
 * A socket.io event packet over engine.io ('42', an optional ack id, then a JSON array of the
 * event name and its payload) about one match; null for anything else.
 */
function parsePacket(payload: string | Buffer): { event: string; matchId: string } | null {
  const text = typeof payload === 'string' ? payload : payload.toString('utf8')
  const found = /^42\d*(\[[\s\S]*\])$/.exec(text)
  if (!found) return null
  let data: unknown
  try {
    data = JSON.parse(found[1] ?? '')
  } catch {
    return null
  }
  if (!Array.isArray(data)) return null
  const [event, body] = data as [unknown, unknown]
  const matchId = matchIdOf(body)
  return typeof event === 'string' && matchId !== null ? { event, matchId } : null
}

/**
 * The contents of a match's messages as the browser stored them, read from IndexedDB itself
 * (RxDB's Dexie database of the `messages` collection), not through the app's live queries: when
 * a screen lacks a message, this tells a stale query from a store that never got it.
 */
export function browserStoredContents(page: Page, matchId: string): Promise<string[]> {
  return page.evaluate(async (match) => {
    const names = (await indexedDB.databases()).flatMap((info) =>
      info.name?.startsWith('rxdb-dexie-') && info.name.endsWith('--messages') ? [info.name] : [],
    )
    const contents: string[] = []
    for (const name of names) {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`))
      })
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const request = database.transaction('docs', 'readonly').objectStore('docs').getAll()
        request.onsuccess = () => resolve(request.result as unknown[])
        request.onerror = () => reject(request.error ?? new Error(`cannot read ${name}`))
      })
      database.close()
      // RxDB's Dexie storage keeps an indexed boolean as '1' / '0'.
      type Row = { matchId?: string; content?: string; _deleted?: boolean | string }
      for (const row of rows as Row[]) {
        const isDeleted = row._deleted === true || row._deleted === '1'
        if (row.matchId === match && !isDeleted) contents.push(row.content ?? '')
      }
    }
    return contents.sort()
  }, matchId)
}
