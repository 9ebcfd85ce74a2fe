import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { createPet } from '../integration/pets-fixtures'
import { call, registerUser } from './api'
import { chatScreen, matchedPair, typeAndSend, type ChatPair } from './chat-e2e'
import { queryRows } from './db-probe'
import type { ProxiedServer } from './proxied-server'

/**
 * The people and pets of the write-path chaos suite, made through the REST API straight to the
 * server (never through the proxy), and what the server's database holds afterwards.
 *
 * Everyone lives in San Salvador (the pet fixtures' default place). A shelter owns the pets to
 * swipe on; each scenario has its own matched pair, so its 'A' has answered nothing yet and the
 * stack's first page (20 cards, stored for offline use) is full.
 */
export const SHELTER_PETS = 24

const PLACE = {
  latitude: 13.7,
  longitude: -89.24,
  address: 'Colonia Escalón',
  city: 'San Salvador',
  country: 'El Salvador',
  location: 'Colonia Escalón, San Salvador',
}

export async function seedShelter(baseUrl: string): Promise<void> {
  const shelter = await registerUser(baseUrl, { name: 'Refugio Central' })
  for (let i = 1; i <= SHELTER_PETS; i++) {
    await createPet(baseUrl, shelter.token, { name: `Refugio ${String(i).padStart(2, '0')}` })
  }
}

/** A matched pair whose pets have names unique to `tag`, 'A' located where the pets are. */
export async function seedPair(baseUrl: string, tag: string): Promise<ChatPair> {
  const pair = await matchedPair(
    baseUrl,
    { name: `Ana ${tag}`, petName: `Nube ${tag}` },
    { name: `Beto ${tag}`, petName: `Trueno ${tag}` },
  )
  const located = await call(baseUrl, 'PUT', '/api/users/location', {
    token: pair.a.token,
    json: PLACE,
  })
  if (located.status !== 200) throw new Error(`location: ${located.status} ${located.text}`)
  return pair
}

export const messageTexts = (tag: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `${tag} mensaje ${String(i + 1).padStart(2, '0')}`)

/** Types and sends each text in the open chat, as a person does, one after the other. */
export async function sendMessages(page: Page, texts: string[]): Promise<void> {
  const { composer } = chatScreen(page)
  for (const text of texts) await typeAndSend(composer, text)
}

export interface Swipe {
  petName: string
  action: 'like' | 'pass'
}

/** The name on the top card of the swipe home; '' when the stack is empty. */
async function topCardName(page: Page): Promise<string> {
  const card = page.getByTestId('swipe-card')
  if ((await card.count()) === 0) return ''
  return (await card.getAttribute('aria-label')) ?? ''
}

/**
 * `count` swipes on the swipe home, alternating 'Me gusta' and 'Pasar', each one waiting for the
 * card to leave the top before the next. Returns what was answered to which pet.
 */
export async function swipe(page: Page, count: number): Promise<Swipe[]> {
  const done: Swipe[] = []
  await page.getByTestId('swipe-card').waitFor({ timeout: 20_000 })
  for (let i = 0; i < count; i++) {
    const petName = await topCardName(page)
    expect(petName).not.toBe('')
    const action = i % 2 === 0 ? 'like' : 'pass'
    const button = action === 'like' ? 'Me gusta' : 'Pasar'
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect.poll(() => topCardName(page), { timeout: 10_000 }).not.toBe(petName)
    done.push({ petName, action })
  }
  return done
}

/** A's messages in the match as the server stored them, in the order it committed them. */
export async function storedMessages(
  server: ProxiedServer,
  matchId: string,
  senderId: string,
): Promise<string[]> {
  const rows = await queryRows<{ content: string }>(
    server.location,
    'SELECT content FROM messages WHERE match_id = ? AND sender_id = ? ORDER BY seq, rowid',
    [matchId, senderId],
  )
  return rows.map((row) => row.content)
}

/** The user's swipes as the server stored them, by target pet name, sorted by name. */
export async function storedSwipes(server: ProxiedServer, userId: string): Promise<Swipe[]> {
  const rows = await queryRows<Swipe>(
    server.location,
    `SELECT pets.name AS petName, swipes.action AS action FROM swipes
     JOIN pets ON pets.id = swipes.target_pet_id WHERE swipes.user_id = ?`,
    [userId],
  )
  return rows
    .map(({ petName, action }) => ({ petName, action }))
    .sort((x, y) => x.petName.localeCompare(y.petName))
}

export const byName = (swipes: Swipe[]): Swipe[] =>
  [...swipes].sort((x, y) => x.petName.localeCompare(y.petName))

/** The user's Idempotency-Key rows by state: a 'pending' one is a write its server died in. */
export async function idempotencyStates(
  server: ProxiedServer,
  userId: string,
): Promise<Record<string, number>> {
  const rows = await queryRows<{ state: string; count: number }>(
    server.location,
    'SELECT state, count(*) AS count FROM idempotency_keys WHERE user_id = ? GROUP BY state',
    [userId],
  )
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]))
}
