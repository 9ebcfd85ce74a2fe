import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import { chatEventNames } from '@contract/chat.messages'
import { call } from '../support/api'
import { launchChromium } from '../support/browser'
import {
  chatScreen,
  matchedPair,
  postMessage,
  renderedContents,
  renderedMessages,
  serverMessages,
  serverMuted,
  serverUnreadCount,
  typeAndSend,
  useChats,
} from '../support/chat-e2e'
import { openControlledApp } from '../support/sw-queue-page'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * Issue 6's live chat in real Chromium against the production build and a real server: two
 * people, each in a browser context of their own, matched through the API (no demo data).
 * Messages and the typing notice travel both ways without a reload, a burst of 50 messages
 * arrives once each and in order, the messages list counts unread messages until the chat is
 * opened, and the chat menu's mute, 'Bloquear' and 'Eliminar match' reach the server (the last
 * two end the chat for the other person too).
 */
let server: RunningServer
let browser: Browser
const { chatOf, track } = useChats(() => ({ browser, baseUrl: server.baseUrl }))

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('chat between two people, live', () => {
  test('messages and the typing notice travel both ways without a reload', async () => {
    const { a, b, matchId } = await matchedPair(
      server.baseUrl,
      { name: 'Andrea Uno', petName: 'Pelusa' },
      { name: 'Bruno Dos', petName: 'Firulais' },
    )
    const sideA = await chatOf(a, matchId, 'Firulais')
    const sideB = await chatOf(b, matchId, 'Pelusa')
    const { newMessage, userTyping, userStopTyping } = chatEventNames
    // Both sockets in the room before the first message: the room replays nothing to a late one.
    await sideA.socket.sent(chatEventNames.joinMatch, matchId)
    await sideB.socket.sent(chatEventNames.joinMatch, matchId)

    const question = 'Hola Bruno, ¿Firulais quiere ir al parque?'
    await typeAndSend(sideA.chat.composer, question)
    await sideB.chat.message(question).waitFor()
    const answer = '¡Claro! El sábado a las diez.'
    await typeAndSend(sideB.chat.composer, answer)
    await sideA.chat.message(answer).waitFor()

    // Each side shows each message once, with the server's ids, confirmed.
    const stored = await serverMessages(server.baseUrl, a.token, matchId)
    expect(stored.map((m) => m.content)).toEqual([question, answer])
    for (const side of [sideA, sideB]) {
      await expect
        .poll(async () => (await renderedMessages(side.page)).map((m) => m.syncState), {
          timeout: 20_000,
        })
        .toEqual(['synced', 'synced'])
      const shown = await renderedMessages(side.page)
      expect(shown.map((m) => m.id)).toEqual(stored.map((m) => m.id))
      expect(shown[0]?.text).toContain(question)
      expect(shown[1]?.text).toContain(answer)
      // Both live in the room: each socket heard both messages there.
      await side.socket.heard(newMessage, matchId, 2)
    }

    // Typing, not sent: B sees it; A empties the composer: B hears it stop (the notice's own
    // timeout would hide it too, so the event is what proves the stop was sent).
    const typingSoFar = sideB.socket.count(userTyping, matchId)
    const stopsSoFar = sideB.socket.count(userStopTyping, matchId)
    const typingHeardByA = sideA.socket.count(userTyping, matchId)
    await sideA.chat.composer.fill('¿Llevo la pelota')
    await sideB.socket.heard(userTyping, matchId, typingSoFar + 1)
    await sideB.chat.typing('Andrea Uno').waitFor()
    await sideA.chat.composer.fill('')
    await sideB.socket.heard(userStopTyping, matchId, stopsSoFar + 1)
    await sideB.chat.typing('Andrea Uno').waitFor({ state: 'hidden' })
    // Nobody is told of their own typing.
    expect(sideA.socket.count(userTyping, matchId)).toBe(typingHeardByA)
    expect(await sideA.page.getByText('está escribiendo...').count()).toBe(0)
  })

  test("a second tab of the same person shows the other's typing and messages live", async () => {
    const { a, b, matchId } = await matchedPair(
      server.baseUrl,
      { name: 'Clara Tres', petName: 'Mora' },
      { name: 'Diego Cuatro', petName: 'Rayo' },
    )
    const sideA = await chatOf(a, matchId, 'Rayo')
    const sideB = await chatOf(b, matchId, 'Mora')
    // The first tab holds the sync engine's socket (the leader); this one does not.
    const secondTab = await sideA.context.newPage()
    await secondTab.goto(`/chat/${matchId}`)
    await secondTab.getByRole('heading', { level: 1, name: 'Rayo' }).waitFor({ timeout: 20_000 })
    const second = chatScreen(secondTab)

    // B types until the second tab shows it (a join of its own can take a moment: type again).
    await expect
      .poll(
        async () => {
          await sideB.chat.composer.fill('')
          await sideB.chat.composer.fill('Escribiendo…')
          return second.typing('Diego Cuatro').isVisible()
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true)
    await sideB.chat.composer.fill('')
    await second.typing('Diego Cuatro').waitFor({ state: 'hidden' })

    const content = 'Hola a las dos pestañas'
    await typeAndSend(sideB.chat.composer, content)
    await second.message(content).waitFor()
    await sideA.chat.message(content).waitFor()
    expect(await second.message(content).count()).toBe(1)
  })

  test('50 messages sent as fast as the composer allows arrive once each, in order', async () => {
    const { a, b, matchId } = await matchedPair(
      server.baseUrl,
      { name: 'Carla Tres', petName: 'Canela' },
      { name: 'Diego Cuatro', petName: 'Tobías' },
    )
    const sideA = await chatOf(a, matchId, 'Tobías')
    const sideB = await chatOf(b, matchId, 'Canela')

    const sent = Array.from(
      { length: 50 },
      (_, i) => `Ráfaga ${String(i + 1).padStart(2, '0')} de 50`,
    )
    for (const content of sent) await typeAndSend(sideA.chat.composer, content)

    const burst = /Ráfaga \d\d de 50/
    await expect.poll(() => renderedContents(sideB.page, burst), { timeout: 60_000 }).toEqual(sent)
    const onB = await renderedMessages(sideB.page)
    expect(new Set(onB.map((m) => m.id)).size).toBe(50)

    await expect
      .poll(async () => (await renderedMessages(sideA.page)).map((m) => m.syncState), {
        timeout: 60_000,
      })
      .toEqual(sent.map(() => 'synced'))
    expect(await renderedContents(sideA.page, burst)).toEqual(sent)

    const stored = await serverMessages(server.baseUrl, b.token, matchId)
    expect(stored.map((m) => m.content)).toEqual(sent)
    expect(new Set(stored.map((m) => m.id)).size).toBe(50)
    expect((await renderedMessages(sideA.page)).map((m) => m.id)).toEqual(stored.map((m) => m.id))
    expect(onB.map((m) => m.id)).toEqual(stored.map((m) => m.id))
  })

  test('the messages list counts unread messages live; opening the chat reads them', async () => {
    const { a, b, matchId } = await matchedPair(
      server.baseUrl,
      { name: 'Elena Cinco', petName: 'Nala' },
      { name: 'Fabio Seis', petName: 'Rocky' },
    )
    await postMessage(server.baseUrl, a.token, matchId, 'Primer mensaje de Elena')
    await postMessage(server.baseUrl, a.token, matchId, 'Segundo mensaje de Elena')

    const { context, page } = await openControlledApp(browser, server.baseUrl, b, '/chat')
    track(context)
    await page.getByRole('heading', { name: 'Mensajes' }).waitFor()
    // One link per conversation, named with the other pet and owner.
    const conversation = page
      .getByRole('link', { name: /Nala/ })
      .and(page.getByRole('link', { name: /Elena Cinco/ }))
    await conversation.getByLabel('2 mensajes sin leer').waitFor({ timeout: 20_000 })
    expect(await conversation.getAttribute('href')).toBe(`/chat/${matchId}`)
    await conversation.getByText('Segundo mensaje de Elena').waitFor()

    // A third message reaches the open list without a reload.
    await postMessage(server.baseUrl, a.token, matchId, 'Tercero, ¿me lees?')
    await conversation.getByLabel('3 mensajes sin leer').waitFor()
    await conversation.getByText('Tercero, ¿me lees?').waitFor()

    expect(await serverUnreadCount(server.baseUrl, b.token, matchId)).toBe(3)
    await conversation.click()
    await page.waitForURL((url) => url.pathname === `/chat/${matchId}`)
    await page.getByRole('heading', { level: 1, name: 'Nala' }).waitFor()
    await page.getByRole('list', { name: 'Mensajes' }).getByText('Tercero, ¿me lees?').waitFor()
    await expect
      .poll(() => serverUnreadCount(server.baseUrl, b.token, matchId), { timeout: 20_000 })
      .toBe(0)

    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/chat')
    await conversation.getByText('Tercero, ¿me lees?').waitFor()
    await conversation.getByLabel(/mensajes? sin leer/).waitFor({ state: 'detached' })
  })

  test("'Bloquear' ends the chat for both: the other person is sent back to matches", async () => {
    const { a, b, matchId } = await matchedPair(
      server.baseUrl,
      { name: 'Gala Siete', petName: 'Kira' },
      { name: 'Hernán Ocho', petName: 'Bongo' },
    )
    const sideA = await chatOf(a, matchId, 'Bongo')
    const sideB = await chatOf(b, matchId, 'Kira')
    // B is in the room when A blocks (its socket heard A's message there). The room replays
    // nothing, so B's socket must have asked to join before A sends.
    await sideB.socket.sent(chatEventNames.joinMatch, matchId)
    await typeAndSend(sideA.chat.composer, 'Hola')
    await sideB.socket.heard(chatEventNames.newMessage, matchId)

    await sideA.page.getByRole('button', { name: 'Opciones' }).click()
    await sideA.page.getByRole('menuitem', { name: 'Bloquear' }).click()
    const confirm = sideA.page.getByRole('alertdialog')
    await confirm.getByRole('button', { name: 'Bloquear' }).click()
    await sideA.page.waitForURL((url) => url.pathname === '/matches')

    await sideB.page.waitForURL((url) => url.pathname === '/matches', { timeout: 30_000 })
    const refused = await call(server.baseUrl, 'POST', `/api/matches/${matchId}/messages`, {
      token: b.token,
      json: { content: '¿Sigues ahí?' },
    })
    expect(refused.status).toBe(404)
    await sideB.page.goto(`/chat/${matchId}`)
    await sideB.page.getByRole('heading', { name: 'Match no encontrado' }).waitFor()
  })

  test("the menu mutes the chat, then 'Eliminar match' ends it for both", async () => {
    const { a, b, matchId } = await matchedPair(
      server.baseUrl,
      { name: 'Irene Nueve', petName: 'Chispa' },
      { name: 'Jorge Diez', petName: 'Bruno' },
    )
    const sideA = await chatOf(a, matchId, 'Bruno')
    const sideB = await chatOf(b, matchId, 'Chispa')
    await sideB.socket.sent(chatEventNames.joinMatch, matchId)
    const options = sideA.page.getByRole('button', { name: 'Opciones' })

    expect(await serverMuted(server.baseUrl, a.token, matchId)).toBe(false)
    await options.click()
    await sideA.page.getByRole('menuitem', { name: 'Silenciar notificaciones' }).click()
    await expect
      .poll(() => serverMuted(server.baseUrl, a.token, matchId), { timeout: 20_000 })
      .toBe(true)
    // Muting is A's alone.
    expect(await serverMuted(server.baseUrl, b.token, matchId)).toBe(false)
    await options.click()
    await sideA.page.getByRole('menuitem', { name: 'Activar notificaciones' }).waitFor()

    await sideA.page.getByRole('menuitem', { name: 'Eliminar match' }).click()
    const confirm = sideA.page.getByRole('alertdialog')
    await confirm.getByRole('button', { name: 'Eliminar match' }).click()
    await sideA.page.waitForURL((url) => url.pathname === '/matches')
    await sideB.page.waitForURL((url) => url.pathname === '/matches', { timeout: 30_000 })
    const gone = await call(server.baseUrl, 'GET', `/api/matches/${matchId}`, { token: b.token })
    expect(gone.status).toBe(404)
  })
})
