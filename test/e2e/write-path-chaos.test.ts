import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { RegisteredUser } from '../support/api'
import { browserStoredContents, renderedMessages, type ChatPair } from '../support/chat-e2e'
import {
  byName,
  idempotencyStates,
  messageTexts,
  seedPair,
  seedShelter,
  sendMessages,
  storedMessages,
  storedSwipes,
  swipe,
  type Swipe,
} from '../support/chaos-world'
import {
  launchPersistentPhone,
  openControlledPage,
  rememberSession,
  shownPendingCount,
} from '../support/persistent-app'
import { startProxiedServer, type ProxiedServer } from '../support/proxied-server'

/**
 * The offline write path under a hostile network, in Chromium with a profile on disk, against
 * the production build and a real server behind a chaos proxy (test/support/chaos-proxy.ts):
 * writes made offline — 50 chat messages, 20 swipes — must reach the server's database exactly
 * once, the messages in the order typed, while the proxy cuts 30% of the write answers after
 * the server committed them, the browser is closed and reopened, the server is killed and
 * restarted, or a second tab joins the replay. Everything is counted in the server's database.
 */
const MESSAGES = 50
const SWIPES = 20
const DELIVERY_TIMEOUT_MS = 120_000

let server: ProxiedServer
const profiles: string[] = []
let contexts: BrowserContext[] = []
/** Every tab's uncaught errors and console warnings, printed when a test fails. */
let pageLog: string[] = []

beforeAll(async () => {
  // Half of the swipes are likes: keep the free quota out of the way.
  server = await startProxiedServer({ FREE_DAILY_LIKES: '1000' })
  await seedShelter(server.directUrl)
})

afterEach(async (context) => {
  // What the proxy did, for reading a failure: cut answers, writes whose server died first…
  console.info(`${context.task.name}: proxy ${JSON.stringify(server.proxy.stats)}`)
  if (context.task.result?.errors?.length) {
    console.info(`last requests:\n${server.proxy.recent.join('\n')}`)
    console.info(`the tabs' errors and warnings:\n${pageLog.slice(-200).join('\n') || '(none)'}`)
  }
  pageLog = []
  server.proxy.setMode('pass')
  server.proxy.onForwarded(null)
  for (const context of contexts) await context.close()
  contexts = []
})

afterAll(async () => {
  await server?.stop()
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true })
})

async function launch(profile: string, user: RegisteredUser): Promise<BrowserContext> {
  const context = await launchPersistentPhone(profile, server.proxy.url)
  contexts.push(context)
  const started = Date.now()
  context.on('page', (page) => {
    const tab = `tab ${context.pages().indexOf(page) + 1}`
    const note = (text: string) => pageLog.push(`${Date.now() - started} ms ${tab}: ${text}`)
    page.on('pageerror', (error) => note(`uncaught ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') note(message.text())
    })
  })
  await rememberSession(context, user)
  return context
}

async function openChat(page: Page, pair: ChatPair): Promise<void> {
  await page.goto(`/chat/${pair.matchId}`)
  await page.getByRole('heading', { level: 1, name: pair.b.pet.name }).waitFor({ timeout: 20_000 })
}

interface OfflineWork {
  pair: ChatPair
  profile: string
  context: BrowserContext
  page: Page
  texts: string[]
  swipes: Swipe[]
}

/**
 * A fresh person opens the app online (the swipe stack and the chat get stored), goes offline,
 * sends 50 messages and makes 20 swipes, and sees all 70 waiting in the connection banner.
 */
async function workOffline(tag: string): Promise<OfflineWork> {
  const pair = await seedPair(server.directUrl, tag)
  const profile = mkdtempSync(join(tmpdir(), 'huellitas-profile-'))
  profiles.push(profile)
  const context = await launch(profile, pair.a)
  const page = await openControlledPage(context, '/')
  await page.getByTestId('swipe-card').waitFor({ timeout: 20_000 })
  await openChat(page, pair)

  await context.setOffline(true)
  const texts = messageTexts(tag, MESSAGES)
  await sendMessages(page, texts)
  await expect.poll(() => shownPendingCount(page), { timeout: 20_000 }).toBe(MESSAGES)
  await page.goto('/')
  const swipes = await swipe(page, SWIPES)
  await expect.poll(() => shownPendingCount(page), { timeout: 20_000 }).toBe(MESSAGES + SWIPES)
  return { pair, profile, context, page, texts, swipes }
}

/**
 * Polls the server's database (and the page's banner) until every write arrived and nothing is
 * pending, then checks each arrived exactly once, the messages in the order typed.
 */
async function expectDelivered(page: Page, pair: ChatPair, texts: string[], swipes: Swipe[]) {
  // The like that made the match is A's too.
  const expectedSwipes =
    swipes.length > 0 ? [...swipes, { petName: pair.b.pet.name, action: 'like' as const }] : null
  const progress = async () => ({
    messages: (await storedMessages(server, pair.matchId, pair.a.user.id)).length,
    swipes: expectedSwipes ? (await storedSwipes(server, pair.a.user.id)).length : 0,
    pending: await shownPendingCount(page).catch(() => -1),
  })
  await expect
    .poll(progress, { timeout: DELIVERY_TIMEOUT_MS, interval: 1_000 })
    .toEqual({ messages: texts.length, swipes: expectedSwipes?.length ?? 0, pending: 0 })
  expect(await storedMessages(server, pair.matchId, pair.a.user.id)).toEqual(texts)
  if (expectedSwipes) {
    expect(await storedSwipes(server, pair.a.user.id)).toEqual(byName(expectedSwipes))
  }
}

/** The chat shows every message sent, none of them failed or still pending. */
async function expectChatSettled(page: Page, pair: ChatPair, count: number): Promise<void> {
  if (!page.url().endsWith(`/chat/${pair.matchId}`)) await openChat(page, pair)
  try {
    await expect
      .poll(async () => (await renderedMessages(page)).map((m) => m.syncState), {
        timeout: 30_000,
      })
      .toEqual(Array<string>(count).fill('synced'))
  } catch (error) {
    // Which messages the screen lacks, and whether the tab's IndexedDB has them: a stale live
    // query and a store that never got the message are different bugs.
    const shown = await renderedMessages(page)
    const stored = await browserStoredContents(page, pair.matchId)
    const missing = stored.filter((text) => !shown.some((message) => message.text.includes(text)))
    const states = shown.map((message) => message.syncState).filter((state) => state !== 'synced')
    throw new Error(
      `the chat shows ${shown.length} messages (not synced: ${JSON.stringify(states)}); ` +
        `its IndexedDB holds ${stored.length}; stored but not shown: ${JSON.stringify(missing)}`,
      { cause: error },
    )
  }
  expect(await page.getByText('No se pudo enviar').count()).toBe(0)
}

const cutsSoFar = () => server.proxy.stats.cut

describe('write path under chaos', () => {
  test('(a) 50 messages and 20 swipes made offline land once, in order, with 30% of answers cut', async () => {
    const work = await workOffline('A')
    const cutsBefore = cutsSoFar()
    server.proxy.setMode('cut', 0.3)
    await work.context.setOffline(false)

    await expectDelivered(work.page, work.pair, work.texts, work.swipes)
    expect(cutsSoFar()).toBeGreaterThan(cutsBefore)
    await expectChatSettled(work.page, work.pair, MESSAGES)
  }, 240_000)

  test('(b) closed offline, reopened with cuts, the server killed once mid-replay', async () => {
    const work = await workOffline('B')
    await work.context.close()
    contexts = contexts.filter((context) => context !== work.context)

    // The 12th write to reach the server kills it: a SIGKILL in the middle of the replay.
    let writes = 0
    let restarted: Promise<void> | undefined
    server.proxy.onForwarded(() => {
      writes += 1
      if (writes === 12) restarted = server.restart()
    })
    server.proxy.setMode('cut', 0.3)
    const restartsBefore = server.restarts
    const context = await launch(work.profile, work.pair.a)
    const page = await context.newPage()
    await openChat(page, work.pair)

    await expect.poll(() => restarted !== undefined, { timeout: 60_000 }).toBe(true)
    await restarted
    expect(server.restarts).toBe(restartsBefore + 1)
    await expectDelivered(page, work.pair, work.texts, work.swipes)
    await expectChatSettled(page, work.pair, MESSAGES)
  }, 240_000)

  test('(c) a second tab of the same person open during the replay', async () => {
    const work = await workOffline('C')
    server.proxy.setMode('cut', 0.3)
    await work.context.setOffline(false)
    const second = await work.context.newPage()
    await openChat(second, work.pair)

    await expectDelivered(work.page, work.pair, work.texts, work.swipes)
    await expectChatSettled(second, work.pair, MESSAGES)
    await expectChatSettled(work.page, work.pair, MESSAGES)
  }, 240_000)

  test('(d) the server killed 1–6 ms into several message writes: every message lands once', async () => {
    const KILLS = 8
    const pair = await seedPair(server.directUrl, 'D')
    const profile = mkdtempSync(join(tmpdir(), 'huellitas-profile-'))
    profiles.push(profile)
    const context = await launch(profile, pair.a)
    const page = await openControlledPage(context, '/profile')
    await openChat(page, pair)

    // Each message POST that reaches a live server kills it 1–6 ms later, until KILLS kills.
    // A holder, not two lets: the hook changes them behind the loop's back.
    const chaos = { kills: 0, restarting: null as Promise<void> | null, log: [] as string[] }
    server.proxy.onForwarded((request) => {
      if (!/\/messages$/.test(request.path) || chaos.restarting || chaos.kills >= KILLS) return
      chaos.kills += 1
      const delay = 1 + Math.floor(Math.random() * 6)
      // Whether the kill beat the answer: only a write killed before answering is a real test.
      void request.outcome.then((outcome) => chaos.log.push(`${delay} ms: ${outcome}`))
      chaos.restarting = new Promise<void>((resolve) => setTimeout(resolve, delay))
        .then(() => server.restart())
        .finally(() => {
          chaos.restarting = null
        })
    })
    const texts = messageTexts('D', 12)
    for (const text of texts) {
      await sendMessages(page, [text])
      // The next message meets a live server again, so each kill hits a write of its own.
      await chaos.restarting
    }
    await expect.poll(() => chaos.kills, { timeout: 60_000 }).toBe(KILLS)
    await chaos.restarting

    // A 'pending' key is a write whose server died between claiming its key and answering.
    const keys = await idempotencyStates(server, pair.a.user.id)
    console.info(`(d) kills: ${chaos.log.join(', ')}; idempotency keys: ${JSON.stringify(keys)}`)
    await expectDelivered(page, pair, texts, [])
    await expectChatSettled(page, pair, texts.length)
  }, 240_000)
})
