import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { notificationTestSamples } from '@contract/notification-test.contract'
import { call, registerUser } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { signInThroughForm } from '../support/browser'

/**
 * The bell on two devices of one account (issue 17): a notification read on a phone that is
 * offline shows read there at once, and once the phone is back the laptop's bell follows live;
 * 'Marcar todas como leídas' on the laptop reaches the phone the same way.
 */
const app = appUnderTest()

/** The bell's unread count as shown beside it ('' when none). */
const unread = (page: Page) =>
  page
    .getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ })
    .locator('xpath=..')
    .innerText()
    .then((text) => text.trim())

describe('notifications on two devices', () => {
  test('read offline on one device, read on the other once it is back', async () => {
    const ana = await registerUser(app.server.baseUrl)
    const sample = async (type: 'match' | 'health') => {
      const answer = await call(app.server.baseUrl, 'POST', '/api/notifications/test', {
        token: ana.token,
        json: { type },
      })
      expect(answer.status).toBe(200)
    }
    await sample('match')

    const phoneContext = await app.phone()
    const phone = await phoneContext.newPage()
    await signInThroughForm(phone, ana)
    const laptop = await (await app.phone()).newPage()
    await signInThroughForm(laptop, ana)
    await expect.poll(() => unread(phone), { timeout: 15_000 }).toBe('1')
    await expect.poll(() => unread(laptop), { timeout: 15_000 }).toBe('1')

    // The installed app: its worker has the app's files, the bell's panel among them.
    await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await phoneContext.setOffline(true)
    await phone.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ }).click()
    await phone
      .getByRole('dialog', { name: 'Notificaciones' })
      .getByText(notificationTestSamples.match.title)
      .click()
    await expect.poll(() => unread(phone)).toBe('')
    // Offline, nothing reached the server: the laptop still has it unread.
    expect(await unread(laptop)).toBe('1')

    await phoneContext.setOffline(false)
    await expect.poll(() => unread(laptop), { timeout: 20_000 }).toBe('')

    await sample('health')
    await expect.poll(() => unread(phone), { timeout: 15_000 }).toBe('1')
    await laptop.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ }).click()
    await laptop
      .getByRole('dialog', { name: 'Notificaciones' })
      .getByRole('button', { name: 'Marcar todas como leídas' })
      .click()
    await expect.poll(() => unread(phone), { timeout: 20_000 }).toBe('')
  }, 120_000)
})
