import type { AuthResponse } from '@contract/auth.contract'
import type { LostPetsResponse } from '@contract/lost-pets.contract'
import { call } from '../../test/support/api'
import { ANA, CARLOS, demoSession } from '../../test/support/demo-accounts'
import { photo, reportAlertWithPhotos, SAN_SALVADOR } from '../../test/support/lost-pets-e2e'
import type { LoadTarget } from './network-load'

/**
 * The pages bench:network opens, on a server holding the demo data (DEMO_DATA=1): the landing
 * and two public pages as a visitor, the home as Ana. The alert is the nearest demo alert with
 * a photo (one is reported as Ana, with a photo, if the server has none); the pet is one of
 * Carlos's, seen by a visitor.
 */
export const PAGE_NAMES = ['landing', 'alert', 'pet', 'home'] as const
export type PageName = (typeof PAGE_NAMES)[number]

/**
 * What the fallback waits for when a page marks nothing with elementtiming: the hero heading,
 * the pet's name and photo, the first swipe card and its photo.
 */
export const DEFAULT_SELECTORS: Record<PageName, string[]> = {
  landing: ['h1'],
  alert: ['main h1', 'main article img'],
  pet: ['main h1', 'main article img'],
  home: ['[data-testid="swipe-card"]', '[data-testid="swipe-card"] img'],
}

export interface NetworkWorld {
  pages: Record<PageName, Omit<LoadTarget, 'selectors'> & { path: string }>
}

async function alertId(baseUrl: string, token: string, petId: string): Promise<string> {
  const query = `?lat=${SAN_SALVADOR.latitude}&lng=${SAN_SALVADOR.longitude}`
  const listed = await call<LostPetsResponse>(baseUrl, 'GET', `/api/lost-pets${query}`, { token })
  if (listed.status !== 200) throw new Error(`lost pets: ${listed.status} ${listed.text}`)
  const found = listed.body.lostPets.find((alert) => alert.photos.length > 0)
  if (found) return found.id
  const reported = await reportAlertWithPhotos(baseUrl, token, petId, {
    reward: '$50',
    place: 'Parque Cuscatlán, San Salvador',
    photos: [await photo('perdida.jpg', { r: 180, g: 120, b: 60 })],
  })
  return reported.id
}

export async function prepareNetworkWorld(baseUrl: string): Promise<NetworkWorld> {
  const login = await call<AuthResponse>(baseUrl, 'POST', '/api/auth/login', { json: ANA })
  if (login.status !== 200) {
    throw new Error(
      `${ANA.email} cannot sign in (${login.status}): does the server hold the demo data?`,
    )
  }
  const ana = await demoSession(baseUrl, ANA)
  const carlos = await demoSession(baseUrl, CARLOS)
  const anaPet = ana.pets[0]
  const carlosPet = carlos.pets.find((pet) => pet.photos.length > 0) ?? carlos.pets[0]
  if (!anaPet || !carlosPet) throw new Error('the demo accounts have no pets')
  const alert = await alertId(baseUrl, ana.token, anaPet.id)
  const session = JSON.stringify({ user: login.body.user, token: login.body.token })
  const page = (path: string, signedIn?: string) => ({
    path,
    url: new URL(path, baseUrl).href,
    ...(signedIn ? { session: signedIn } : {}),
  })
  return {
    pages: {
      landing: page('/'),
      alert: page(`/perdidos/${alert}`),
      pet: page(`/pet/${carlosPet.id}`),
      home: page('/', session),
    },
  }
}
