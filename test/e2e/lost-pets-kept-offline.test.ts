import { expect, test } from 'vitest'
import type { LostPetsResponse } from '@contract/lost-pets.contract'
import { call } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { signInThroughForm } from '../support/browser'
import { ANA } from '../support/demo-accounts'
import { placePhone, tokenOf } from '../support/lost-pets-e2e'
import { cutOffInternet } from '../support/map-e2e'
import { LOST_PET_CARD_MAP_HEIGHT } from '../../src/features/lost-pets/lost-pet-card-map'
import { sourcesForScreen, staticMapSources } from '../../src/features/map/static-map-sources'

/**
 * The alerts replicate on any screen; /lost-pets must open offline with their photos and
 * static maps even when the user never opened it online (issue 15: "for everything already
 * synced"). Ana signs in, stays on the home screen, goes offline and only then opens it.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })

test('alerts synced on the home screen show their photos and maps on /lost-pets offline', async () => {
  const base = app.server.baseUrl
  const listed = await call<LostPetsResponse>(
    base,
    'GET',
    '/api/lost-pets?status=active&timeframe=all&distance=any&limit=50',
    { token: await tokenOf(base, ANA) },
  )
  // The demo's alerts around San Salvador, each with a photo: the card shows the first.
  const cardPhotos = listed.body.lostPets
    .map((alert) => alert.photos[0])
    .filter((path): path is string => path !== undefined)
  expect(cardPhotos.length).toBeGreaterThan(0)

  const phone = await app.phone()
  await cutOffInternet(phone)
  await placePhone(phone)
  const page = await phone.newPage()
  await signInThroughForm(page, ANA)

  // What the service worker stored, read from the page's Cache API: every alert's card photo
  // and card map picture (at this phone's pixel ratio), none of which the home screen shows.
  const ratio = await page.evaluate(() => window.devicePixelRatio)
  const cardMaps = listed.body.lostPets.flatMap((alert) =>
    typeof alert.latitude === 'number' && typeof alert.longitude === 'number'
      ? sourcesForScreen(
          staticMapSources(
            { latitude: alert.latitude, longitude: alert.longitude },
            LOST_PET_CARD_MAP_HEIGHT,
          ),
          ratio,
        )
      : [],
  )
  expect(cardMaps.length).toBeGreaterThan(0)
  const missing = () =>
    page.evaluate(
      async (wanted) => {
        const kept = new Set<string>()
        for (const name of await caches.keys()) {
          const cache = await caches.open(name)
          for (const request of await cache.keys()) kept.add(new URL(request.url).pathname)
        }
        return wanted.filter((path) => !kept.has(path))
      },
      [...cardMaps, ...cardPhotos],
    )
  await expect.poll(missing, { timeout: 60_000 }).toEqual([])

  await phone.setOffline(true)
  await page.reload()
  await page.getByRole('link', { name: /Perdidas/ }).click()
  const cards = page.getByRole('list', { name: 'Mascotas perdidas' }).getByRole('article')
  await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(cardPhotos.length)
  // Every card's photo drew (not the paw placeholder) and every static map is ready.
  const drawnPhotos = () =>
    cards.evaluateAll(
      (articles) =>
        articles.filter((article) => {
          const image = article.querySelector<HTMLImageElement>('img[alt^="Foto de"]')
          return image !== null && image.complete && image.naturalWidth > 0
        }).length,
    )
  await expect.poll(drawnPhotos, { timeout: 30_000 }).toBe(cardPhotos.length)
  await expect
    .poll(() => page.locator('[data-static-map="ready"]').count(), { timeout: 60_000 })
    .toBe(cardPhotos.length)
}, 150_000)
