import { beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { AuthResponse } from '@contract/auth.contract'
import type { CommentsResponse } from '@contract/comments.contract'
import type { MyPetsResponse, PetDoc } from '@contract/pets.contract'
import { call } from '../support/api'
import { signInThroughForm, answerReverseGeocoder } from '../support/browser'
import { appUnderTest } from '../support/app-under-test'
import { ANA, CARLOS } from '../support/demo-accounts'

/**
 * Comments (issue 5 point 8) in real Chromium against the production build and the real
 * server, two people in two browser contexts: Ana comments on one of Carlos's pets from its
 * profile; Carlos, the pet's owner but not the comment's author, sees it without a delete
 * control; Ana deletes hers after the confirmation and it is gone for both.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })

let carlosToken: string
let carlosPet: PetDoc
let anaPet: PetDoc

beforeAll(async () => {
  const login = await call<AuthResponse>(app.server.baseUrl, 'POST', '/api/auth/login', {
    json: CARLOS,
  })
  expect(login.status).toBe(200)
  carlosToken = login.body.token
  const mine = await call<MyPetsResponse>(app.server.baseUrl, 'GET', '/api/pets/my-pets', {
    token: carlosToken,
  })
  const pet = mine.body.pets[0]
  if (!pet) throw new Error('the demo data has no pet for Carlos')
  carlosPet = pet
  const anaLogin = await call<AuthResponse>(app.server.baseUrl, 'POST', '/api/auth/login', {
    json: ANA,
  })
  const anas = await call<MyPetsResponse>(app.server.baseUrl, 'GET', '/api/pets/my-pets', {
    token: anaLogin.body.token,
  })
  const own = anas.body.pets[0]
  if (!own) throw new Error('the demo data has no pet for Ana')
  anaPet = own
})

async function signedIn(account: typeof ANA): Promise<Page> {
  const context = await app.phone()
  await answerReverseGeocoder(context)
  const page = await context.newPage()
  await signInThroughForm(page, account)
  return page
}

/** Opens the pet's profile and its comments sheet; resolves with the sheet. */
async function openComments(page: Page, pet: PetDoc = carlosPet): Promise<Locator> {
  await page.goto(`/pet/${pet.id}`)
  await page.getByRole('heading', { level: 1, name: new RegExp(pet.name) }).waitFor()
  await page.getByRole('button', { name: 'Comentarios' }).click()
  const sheet = page.getByRole('dialog', { name: `Comentarios sobre ${pet.name}` })
  await sheet.waitFor()
  return sheet
}

/** Waits until the sheet shows its list or its empty state (not the spinner). */
async function loaded(sheet: Locator): Promise<void> {
  await sheet
    .getByRole('list', { name: 'Lista de comentarios' })
    .or(sheet.getByText(/Aún no hay comentarios/))
    .waitFor()
}

async function serverComments(): Promise<CommentsResponse['comments']> {
  const result = await call<CommentsResponse>(
    app.server.baseUrl,
    'GET',
    `/api/comments/pet/${carlosPet.id}`,
    { token: carlosToken },
  )
  expect(result.status).toBe(200)
  return result.body.comments
}

describe('comments', () => {
  test('posted by Ana, seen by Carlos without delete, deleted by Ana only', async () => {
    const text = `¡Qué lindo! ${Date.now()}`
    const ana = await signedIn(ANA)
    const anaSheet = await openComments(ana)
    const field = anaSheet.getByRole('textbox', { name: 'Escribe un comentario' })
    const publish = anaSheet.getByRole('button', { name: 'Publicar' })

    // Blank text cannot be published; the counter follows the text.
    await field.fill('   ')
    expect(await publish.isDisabled()).toBe(true)
    await field.fill(text)
    await anaSheet.getByText(`${text.length}/500`).waitFor()
    await publish.click()
    const anaComment = anaSheet.getByRole('listitem').filter({ hasText: text })
    await anaComment.waitFor()
    expect(await field.inputValue()).toBe('')
    await anaComment.getByText('Ahora').waitFor()
    await anaComment.getByRole('button', { name: 'Eliminar comentario' }).waitFor()
    expect((await serverComments()).filter((comment) => comment.content === text)).toHaveLength(1)

    // Carlos owns the pet but did not write the comment: he reads it, he cannot delete it.
    const carlos = await signedIn(CARLOS)
    const carlosSheet = await openComments(carlos)
    const seenByCarlos = carlosSheet.getByRole('listitem').filter({ hasText: text })
    await seenByCarlos.waitFor()
    await seenByCarlos.getByText('Ana Martínez').waitFor()
    expect(await seenByCarlos.getByRole('button', { name: 'Eliminar comentario' }).count()).toBe(0)

    // Ana deletes hers, after the in-app confirmation.
    await anaComment.getByRole('button', { name: 'Eliminar comentario' }).click()
    const confirm = ana.getByRole('alertdialog', {
      name: '¿Quieres eliminar este comentario?',
    })
    await confirm.getByRole('button', { name: 'Eliminar' }).click()
    await anaComment.waitFor({ state: 'detached' })
    expect((await serverComments()).some((comment) => comment.content === text)).toBe(false)

    // Gone for Carlos too when he opens the comments again.
    await carlosSheet.getByRole('button', { name: 'Cerrar comentarios' }).click()
    await carlos.getByRole('button', { name: 'Comentarios' }).click()
    await carlosSheet.waitFor()
    await loaded(carlosSheet)
    // The list found may still be the one from before the sheet's new load finished.
    await carlosSheet.getByText(text).waitFor({ state: 'detached' })
  })

  test('offline: the sheet says comments need a connection and keeps the draft', async () => {
    const ana = await signedIn(ANA)
    await ana.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // Her own pet, so the profile itself opens offline (from her local database).
    const sheet = await openComments(ana, anaPet)
    await loaded(sheet)
    await ana.context().setOffline(true)
    await sheet.getByText(/los comentarios necesitan internet/).waitFor()
    const field = sheet.getByRole('textbox', { name: 'Escribe un comentario' })
    await field.fill('Lo escribí sin conexión')
    expect(await sheet.getByRole('button', { name: 'Publicar' }).isDisabled()).toBe(true)

    // Closing the sheet and reloading the page loses nothing typed.
    await sheet.getByRole('button', { name: 'Cerrar comentarios' }).click()
    await ana.reload()
    await ana.getByRole('button', { name: 'Comentarios' }).click()
    await sheet.getByText(/los comentarios necesitan internet/).waitFor()
    expect(await field.inputValue()).toBe('Lo escribí sin conexión')
    await ana.context().setOffline(false)
  })
})
