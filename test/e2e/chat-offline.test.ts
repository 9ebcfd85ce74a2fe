import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import { chatEventNames } from '@contract/chat.messages'
import { launchChromium } from '../support/browser'
import {
  chatScreen,
  matchedPair,
  renderedContents,
  renderedMessages,
  serverMessages,
  typeAndSend,
  useChats,
} from '../support/chat-e2e'
import { dispatchQueueSync } from '../support/sw-queue-page'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * Issue 6's offline chat in real Chromium against the production build and a real server: a
 * message typed offline shows at once as pending, waits in the service worker's queue, and is
 * delivered exactly once when the connection returns — with the chat open, or with the app
 * closed meanwhile (Background Sync), keeping the order it was typed in. The other person,
 * online all along, sees it arrive live; and a chat whose socket dropped joins its room again.
 * playwright-core ≥ 1.57 takes the worker's fetches and the page's socket offline too.
 */
let server: RunningServer
let browser: Browser
const { chatOf } = useChats(() => ({ browser, baseUrl: server.baseUrl }))

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const OFFLINE_BANNER =
  'Sin conexión — mostrando los datos guardados. Tus cambios se enviarán al recuperar la conexión.'

const contentsOnServer = async (token: string, matchId: string) =>
  (await serverMessages(server.baseUrl, token, matchId)).map((m) => m.content)

describe('chat offline', () => {
  test('a message sent offline shows pending, then is delivered once and seen live', async () => {
    const { a, b, matchId } = await matchedPair(
      server.baseUrl,
      { name: 'Gabriela Siete', petName: 'Luna' },
      { name: 'Hugo Ocho', petName: 'Simba' },
    )
    const sideA = await chatOf(a, matchId, 'Simba')
    const sideB = await chatOf(b, matchId, 'Luna')

    await sideA.context.setOffline(true)
    const content = 'Te escribo sin conexión'
    await typeAndSend(sideA.chat.composer, content)
    const mark = sideA.chat.message(content)
    await mark.getByText('Pendiente de envío').waitFor()
    expect(await mark.getAttribute('data-sync-state')).toBe('pending')
    expect(await contentsOnServer(b.token, matchId)).toEqual([])
    expect(await sideB.chat.message(content).count()).toBe(0)

    await sideA.context.setOffline(false)
    await sideB.chat.message(content).waitFor({ timeout: 30_000 })
    await expect
      .poll(() => mark.getAttribute('data-sync-state'), { timeout: 30_000 })
      .toBe('synced')
    await mark.getByText('Pendiente de envío').waitFor({ state: 'detached' })

    // Exactly once everywhere: one stored message, one mark on each side, the same id.
    const stored = await serverMessages(server.baseUrl, a.token, matchId)
    expect(stored.map((m) => m.content)).toEqual([content])
    for (const side of [sideA, sideB]) {
      const shown = await renderedMessages(side.page)
      expect(shown.map((m) => m.id)).toEqual([stored[0]?.id])
    }
  })

  test('messages sent offline reach the server in typed order after the app was closed', async () => {
    const { a, b, matchId } = await matchedPair(
      server.baseUrl,
      { name: 'Inés Nueve', petName: 'Coco' },
      { name: 'Julio Diez', petName: 'Max' },
    )
    const sideA = await chatOf(a, matchId, 'Max')
    const sideB = await chatOf(b, matchId, 'Coco')

    await sideA.context.setOffline(true)
    const typed = ['Primero, escrito sin conexión', 'Segundo, escrito después']
    for (const content of typed) await typeAndSend(sideA.chat.composer, content)
    for (const content of typed) {
      await sideA.chat.message(content).getByText('Pendiente de envío').waitFor()
    }
    // The messages list, still offline, shows the newest of them as the conversation's last.
    await sideA.page.goto('/chat')
    await sideA.page
      .getByRole('link', { name: /Max/ })
      .getByText(typed[1] ?? '')
      .waitFor()
    await sideA.page.close()

    // The app is closed: only the worker's queue, woken by Background Sync, can send them.
    await sideA.context.setOffline(false)
    await dispatchQueueSync(await sideA.context.newPage(), server.baseUrl)
    await expect.poll(() => contentsOnServer(a.token, matchId), { timeout: 30_000 }).toEqual(typed)

    const sent = /Primero, escrito sin conexión|Segundo, escrito después/
    await expect.poll(() => renderedContents(sideB.page, sent), { timeout: 30_000 }).toEqual(typed)

    // Reopened, the app shows each once, sent, in order, with the server's ids.
    const reopened = await sideA.context.newPage()
    await reopened.goto(`/chat/${matchId}`)
    await reopened.getByRole('heading', { level: 1, name: 'Max' }).waitFor()
    await expect
      .poll(async () => (await renderedMessages(reopened)).map((m) => m.syncState), {
        timeout: 30_000,
      })
      .toEqual(['synced', 'synced'])
    const stored = await serverMessages(server.baseUrl, a.token, matchId)
    expect(stored.map((m) => m.content)).toEqual(typed)
    expect((await renderedMessages(reopened)).map((m) => m.id)).toEqual(stored.map((m) => m.id))
    expect(await renderedContents(reopened, sent)).toEqual(typed)
    expect(await chatScreen(reopened).list.getByText('Pendiente de envío').count()).toBe(0)
  })

  test('a reload right after an offline send loses nothing and sends once', async () => {
    const { a, b, matchId } = await matchedPair(
      server.baseUrl,
      { name: 'Olga Quince', petName: 'Nala' },
      { name: 'Pablo Dieciséis', petName: 'Toby' },
    )
    const sideA = await chatOf(a, matchId, 'Toby')
    await sideA.context.setOffline(true)
    const content = 'Enviado y recargado al instante'
    await sideA.chat.composer.fill(content)
    await sideA.chat.composer.press('Enter')
    await sideA.page.reload()
    await sideA.page.getByRole('heading', { level: 1, name: 'Toby' }).waitFor()

    // Either the write queue stored the message before the page went (it shows, pending) or
    // it did not (the composer gives the text back). Never both: the reload can fall between
    // the queue's commit and the page hearing of it, and a text left in the box beside its
    // pending message would go twice with the next Enter (the last check below).
    const mark = sideA.chat.message(content)
    const kept = async () =>
      (await mark.count()) > 0
        ? 'recorded'
        : (await sideA.chat.composer.inputValue()) === content
          ? 'draft'
          : 'lost'
    await expect.poll(kept, { timeout: 20_000 }).not.toBe('lost')
    if ((await kept()) === 'draft') await sideA.chat.composer.press('Enter')
    await expect
      .poll(() => mark.getAttribute('data-sync-state'), { timeout: 20_000 })
      .toBe('pending')

    await sideA.context.setOffline(false)
    await expect
      .poll(() => mark.getAttribute('data-sync-state'), { timeout: 30_000 })
      .toBe('synced')
    expect(await contentsOnServer(b.token, matchId)).toEqual([content])
    expect(await sideA.chat.composer.inputValue()).toBe('')
  })

  test('after the connection returns the chat is live again: room re-joined, typing shown', async () => {
    const { a, b, matchId } = await matchedPair(
      server.baseUrl,
      { name: 'Karen Once', petName: 'Mora' },
      { name: 'Lucas Doce', petName: 'Thor' },
    )
    const sideA = await chatOf(a, matchId, 'Thor')
    const sideB = await chatOf(b, matchId, 'Mora')
    await sideB.socket.sent(chatEventNames.joinMatch, matchId)

    // B drops off: the app drops its socket on the browser's 'offline' event, the one that
    // shows the banner. When Chromium ends that socket is not the app's to say: its emulated
    // offline closes no WebSocket but holds its frames, and a closing handshake queued behind
    // a held frame (the join's answer, a ping) waits for the network to return.
    await sideB.context.setOffline(true)
    await sideB.page.getByText(OFFLINE_BANNER).waitFor()
    await sideB.context.setOffline(false)

    // The server forgot B's rooms with the old socket. B's typing goes out only once the
    // server has accepted B's join again, so A seeing it proves B re-joined.
    await sideB.chat.composer.fill('Ya volví')
    await sideA.chat.typing('Lucas Doce').waitFor()
    await sideB.chat.composer.fill('')

    await typeAndSend(sideA.chat.composer, 'Volviste, ¿me oyes?')
    await sideB.chat.message('Volviste, ¿me oyes?').waitFor()
    // Typing notices travel through the room alone: seeing one proves B is back in it.
    await sideA.chat.composer.fill('Escribo algo más')
    await sideB.chat.typing('Karen Once').waitFor()
  })
})
