import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import type { DiscoverResponse } from '@contract/discover.contract'
import { call, registerUser, type RegisteredUser } from '../support/api'
import { launchChromium, newPhoneContext, signInThroughForm } from '../support/browser'
import { matchedPair, openChat, postMessage } from '../support/chat-e2e'
import { startServer, type RunningServer } from '../support/server-process'
import { createPet } from '../integration/pets-fixtures'

/**
 * Settings › Privacidad as people use it: 'Descargar mis datos' saves a JSON file holding what
 * the user made, and 'Eliminar mi cuenta' ends the account — the login fails, the pets leave
 * others' discover, and the other member of a chat reads 'Usuario eliminado'.
 */
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 20_000 })
}

/** A context of the user's own, signed in through the form (no stored session re-injected). */
async function signedIn(account: RegisteredUser): Promise<Page> {
  const context = await newPhoneContext(browser, server.baseUrl)
  const page = await context.newPage()
  await signInThroughForm(page, account)
  return page
}

async function openPrivacy(page: Page): Promise<Locator> {
  await page.goto('/settings')
  await page
    .getByRole('region', { name: 'Cuenta' })
    .getByRole('button', { name: 'Privacidad' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Privacidad' })
  await visible(dialog)
  return dialog
}

/** The pet ids another user's discover answers (newest first: no place needed). */
async function discoveredBy(token: string): Promise<string[]> {
  const answer = await call<DiscoverResponse>(
    server.baseUrl,
    'GET',
    '/api/pets/discover?limit=50',
    {
      token,
    },
  )
  expect(answer.status).toBe(200)
  return answer.body.pets.map((pet) => pet.id)
}

describe('Settings › Privacidad', () => {
  test('Descargar mis datos saves a JSON file with what the user made', async () => {
    const {
      a: ana,
      b: bruno,
      matchId,
    } = await matchedPair(
      server.baseUrl,
      { name: 'Ana Export', petName: 'Canela' },
      { name: 'Bruno Export', petName: 'Rocky' },
    )
    const second = await createPet(server.baseUrl, ana.token, { name: 'Pimienta' })
    await postMessage(server.baseUrl, ana.token, matchId, 'Hola, ¿paseamos el sábado?')
    await postMessage(server.baseUrl, bruno.token, matchId, 'Mensaje de Bruno')
    const comment = await call(server.baseUrl, 'POST', `/api/comments/pet/${bruno.pet.id}`, {
      token: ana.token,
      json: { content: '¡Qué perro tan bonito!' },
    })
    expect(comment.status).toBe(201)

    const page = await signedIn(ana)
    const dialog = await openPrivacy(page)
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      dialog.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('huellitas-mis-datos.json')
    const path = await download.path()
    const data = JSON.parse(await readFile(path, 'utf8')) as {
      profile: { id: string; email: string; name: string }
      pets: { id: string; name: string }[]
      matches: { id: string }[]
      messages: { content: string }[]
      favorites: { target_pet_id: string }[]
      comments: { content: string }[]
      notifications: unknown[]
    }
    expect(data.profile).toMatchObject({ id: ana.user.id, email: ana.email, name: 'Ana Export' })
    expect(data.pets.map((pet) => pet.id).sort()).toEqual([ana.pet.id, second.id].sort())
    expect(data.matches.map((match) => match.id)).toEqual([matchId])
    expect(data.messages.map((message) => message.content)).toEqual(['Hola, ¿paseamos el sábado?'])
    expect(data.favorites.map((favorite) => favorite.target_pet_id)).toEqual([bruno.pet.id])
    expect(data.comments.map((c) => c.content)).toEqual(['¡Qué perro tan bonito!'])
    // Bruno's words are his: only Ana's notice of them (her notification) is hers.
    expect(data.messages.map((message) => message.content)).not.toContain('Mensaje de Bruno')
    expect(data.notifications.length).toBeGreaterThan(0)
    await page.context().close()
  })

  test('Eliminar mi cuenta: login fails, pets leave discover, the chat shows Usuario eliminado', async () => {
    const {
      a: ana,
      b: bruno,
      matchId,
    } = await matchedPair(
      server.baseUrl,
      { name: 'Ana Borra', petName: 'Nube' },
      { name: 'Bruno Queda', petName: 'Trueno' },
    )
    const carla = await registerUser(server.baseUrl, { name: 'Carla Mira' })
    await postMessage(server.baseUrl, ana.token, matchId, 'Te escribo antes de irme')
    expect(await discoveredBy(carla.token)).toContain(ana.pet.id)

    const brunoChat = await openChat(browser, server.baseUrl, bruno, matchId, 'Nube')
    await visible(brunoChat.page.getByText('de Ana Borra'))

    const page = await signedIn(ana)
    const privacy = await openPrivacy(page)
    await privacy.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' })
    await visible(dialog.getByText(/Esta acción no se puede deshacer/))

    await dialog.getByLabel('Tu contraseña').fill('no-es-esta')
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click()
    await visible(
      dialog
        .getByRole('alert')
        .getByText('La contraseña no es correcta. Tu cuenta no se ha eliminado.'),
    )

    await dialog.getByLabel('Tu contraseña').fill(ana.password)
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click()
    // Back on the landing page, signed out.
    await visible(page.getByRole('link', { name: /Comenzar Gratis/ }).first())
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull()

    // The login form refuses the old credentials.
    await page.goto('/login')
    await page.getByLabel('Correo electrónico').fill(ana.email)
    await page.getByLabel('Contraseña', { exact: true }).fill(ana.password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await visible(page.getByRole('alert'))
    expect(new URL(page.url()).pathname).toBe('/login')

    expect(await discoveredBy(carla.token)).not.toContain(ana.pet.id)

    // Bruno's chat keeps Ana's message, now from 'Usuario eliminado' (live, through the feed).
    await visible(brunoChat.page.getByText('de Usuario eliminado'))
    await visible(brunoChat.chat.message('Te escribo antes de irme'))
    await brunoChat.context.close()
    await page.context().close()
  })
})
