import { expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { PetDoc } from '@contract/pets.contract'
import { call } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { signInThroughForm } from '../support/browser'
import { chatScreen, serverMessages, typeAndSend } from '../support/chat-e2e'
import { ANA, CARLOS } from '../support/demo-accounts'
import { lostCard, reportAlert, SAN_SALVADOR, tokenOf } from '../support/lost-pets-e2e'

/**
 * Contact without exposing numbers (spec §2 /lost-pets 'Enviar mensaje'), two people in real
 * Chromium against the production build and the real server (demo data): Ana has reported Luna
 * lost (through the API); Carlos, who has no match with her, presses 'Enviar mensaje' on the
 * card and writes in the app; Ana, on /chat, sees 'Sobre Luna (mascota perdida)' arrive live, opens it
 * and answers; Carlos gets the answer live. The scam warning shows beside the button and in
 * the conversation; offline a new conversation says it needs a connection; and pressing 'Enviar
 * mensaje' again opens the same conversation.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })
const WARNING =
  'Cuidado con las estafas: nunca pagues ni envíes dinero antes de ver a la mascota en persona.'
const TITLE = 'Sobre Luna (mascota perdida)'
const NEEDS_CONNECTION =
  'Necesitas conexión a internet para iniciar la conversación. Las que ya empezaste se abren sin conexión.'

const chatIdOf = (page: Page) => new URL(page.url()).pathname.replace('/chat/', '')

test('a finder writes to the owner from the card, and both talk live in /chat', async () => {
  const base = app.server.baseUrl
  const anaToken = await tokenOf(base, ANA)
  const carlosToken = await tokenOf(base, CARLOS)
  const pets = await call<{ pets: PetDoc[] }>(base, 'GET', '/api/pets/my-pets', {
    token: anaToken,
  })
  const luna = pets.body.pets.find((pet) => pet.name === 'Luna')
  if (!luna) throw new Error('the demo data has no Luna for Ana')
  await reportAlert(base, anaToken, luna.id, SAN_SALVADOR)
  // Carlos's saved place: about 1 km from where Luna was last seen (the alert reaches him).
  const moved = await call(base, 'PUT', '/api/users/location', {
    token: carlosToken,
    json: {
      latitude: SAN_SALVADOR.latitude + 0.009,
      longitude: SAN_SALVADOR.longitude,
      address: 'Colonia Escalón',
      city: 'San Salvador',
      country: 'El Salvador',
      location: 'Colonia Escalón, San Salvador',
    },
  })
  expect(moved.status).toBe(200)

  // Ana waits on her messages list.
  const ana = await (await app.phone()).newPage()
  await signInThroughForm(ana, ANA)
  await ana.goto('/chat')
  await ana.getByRole('heading', { name: 'Mensajes', level: 1 }).waitFor()
  const anaItem = ana.getByRole('link', { name: new RegExp(TITLE.replace(/[()]/g, '\\$&')) })
  expect(await anaItem.count()).toBe(0)

  // Carlos finds the card; no match with Ana is needed.
  const carlosPhone = await app.phone()
  const carlos = await carlosPhone.newPage()
  await signInThroughForm(carlos, CARLOS)
  await carlos.goto('/lost-pets')
  const card = lostCard(carlos, 'Luna')
  await card.waitFor({ timeout: 20_000 })
  await card.getByText(WARNING).waitFor()
  const send = card.getByRole('button', { name: 'Enviar mensaje al dueño de Luna' })
  // Offline, a new conversation cannot start: the card says so and stays.
  await carlosPhone.setOffline(true)
  await send.click()
  await carlos.getByRole('status').getByText(NEEDS_CONNECTION).waitFor()
  expect(new URL(carlos.url()).pathname).toBe('/lost-pets')
  await carlosPhone.setOffline(false)
  await send.click()
  await carlos.waitForURL((url) => url.pathname.startsWith('/chat/'), { timeout: 20_000 })
  const chatId = chatIdOf(carlos)
  await carlos.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 20_000 })
  await carlos.getByText(WARNING).waitFor()
  const question = 'Hola Ana, creo que vi a Luna cerca del parque.'
  const carlosChat = chatScreen(carlos)
  await typeAndSend(carlosChat.composer, question)

  // Ana sees the conversation arrive, named after her pet, with the message: no reload.
  await anaItem.waitFor({ timeout: 20_000 })
  await anaItem.getByText(question).waitFor({ timeout: 20_000 })
  await anaItem.getByText('con Carlos', { exact: false }).waitFor()
  await anaItem.click()
  await ana.waitForURL((url) => url.pathname === `/chat/${chatId}`)
  await ana.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 20_000 })
  await ana.getByText(WARNING).waitFor()
  const anaChat = chatScreen(ana)
  await anaChat.message(question).waitFor({ timeout: 20_000 })
  const answer = '¡Gracias! ¿A qué hora la viste?'
  await typeAndSend(anaChat.composer, answer)

  // Carlos gets the answer live, in the chat he kept open.
  await carlosChat.message(answer).waitFor({ timeout: 20_000 })
  const stored = await serverMessages(base, carlosToken, chatId)
  expect(stored.map((message) => message.content)).toEqual([question, answer])

  // 'Enviar mensaje' again opens the same conversation, not a second one.
  await carlos.goto('/lost-pets')
  await lostCard(carlos, 'Luna')
    .getByRole('button', { name: 'Enviar mensaje al dueño de Luna' })
    .click()
  await carlos.waitForURL((url) => url.pathname === `/chat/${chatId}`, { timeout: 20_000 })
  await chatScreen(carlos).message(answer).waitFor({ timeout: 20_000 })
  // Ana's own card offers no conversation with herself.
  await ana.goto('/lost-pets')
  await lostCard(ana, 'Luna').waitFor({ timeout: 20_000 })
  expect(
    await lostCard(ana, 'Luna')
      .getByRole('button', { name: /Enviar mensaje/ })
      .count(),
  ).toBe(0)
})
