// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DiscoverResponse } from '@contract/discover.contract'
import type { PublicUser } from '@contract/auth.contract'
import { databaseNameFor, dexiePrefix, hasLocalDatabase } from '../../db/names'
import { sessionStore } from '../../session/session-store'
import { signedInUser } from '../../../test/support/signed-in-user'
import { actingPetStore } from './acting-pet-store'
import { defaultDiscoverFilters } from './discover-filters'
import { FIRST_PAGE_MAX_AGE_MS, startFirstPage, takeFirstPage } from './first-page'
import { filtersStore } from './filters-store'

const user: PublicUser = { ...signedInUser, id: 'u-first-page' }
const first = { filters: defaultDiscoverFilters, cursor: null }

function answer(actingPetId: string | null): DiscoverResponse {
  return {
    pets: [{ photos: ['uploads/rex.webp'] } as DiscoverResponse['pets'][number]],
    nextCursor: null,
    mode: 'newest',
    origin: null,
    maxDistance: null,
    actingPetId,
    ignoredFilters: [],
  }
}

let databases: string[]
let fetched: string[]
let reply: DiscoverResponse | null

beforeEach(() => {
  databases = []
  fetched = []
  reply = answer('pet-old')
  vi.stubGlobal('indexedDB', {
    databases: () => Promise.resolve(databases.map((name) => ({ name }))),
  })
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url)
    return Promise.resolve(
      reply ? new Response(JSON.stringify(reply)) : new Response('{}', { status: 401 }),
    )
  })
  localStorage.clear()
  filtersStore.reset()
  document.head.innerHTML = ''
  sessionStore.signIn(user, 't'.repeat(43))
})

afterEach(() => {
  // Whatever a test left started is taken, so the next one starts clean.
  void takeFirstPage({ ...first, userPetId: null })
  sessionStore.signOut()
  vi.unstubAllGlobals()
})

const hadLocalData = () => hasLocalDatabase(user.id)
const query = (url: string | undefined) => new URL(url ?? '', 'http://x').searchParams

describe('the first page asked for at start', () => {
  it('on a new device asks as the default pet, preloads the top photo and serves that pet', async () => {
    startFirstPage(hadLocalData())
    await expect(takeFirstPage({ ...first, userPetId: 'pet-old' })).resolves.toEqual(
      answer('pet-old'),
    )
    expect(query(fetched[0]).get('defaultPet')).toBe('true')
    expect(query(fetched[0]).has('userPetId')).toBe(false)
    const preload = document.head.querySelector('link[rel="preload"]')
    expect(preload?.getAttribute('href')).toBe('/uploads/rex.thumb.webp')
    expect(preload?.getAttribute('as')).toBe('image')
    // Once only: the next fetch is a real one.
    expect(takeFirstPage({ ...first, userPetId: 'pet-old' })).toBeNull()
  })

  it('is no answer when another pet acts, the filters changed or it is a later page', async () => {
    startFirstPage(hadLocalData())
    await expect(takeFirstPage({ ...first, userPetId: 'pet-new' })).resolves.toBeNull()
    startFirstPage(hadLocalData())
    const changed = { ...defaultDiscoverFilters, breed: 'Beagle' }
    expect(takeFirstPage({ filters: changed, cursor: null, userPetId: 'pet-old' })).toBeNull()
    startFirstPage(hadLocalData())
    expect(takeFirstPage({ ...first, cursor: 'next', userPetId: 'pet-old' })).toBeNull()
  })

  it('is no answer once too old, or for another user', () => {
    let now = 1_000
    startFirstPage(hadLocalData(), document, () => now)
    now += FIRST_PAGE_MAX_AGE_MS + 1
    expect(takeFirstPage({ ...first, userPetId: 'pet-old' }, () => now)).toBeNull()
    startFirstPage(hadLocalData())
    sessionStore.signIn({ ...user, id: 'someone-else' }, 't'.repeat(43))
    expect(takeFirstPage({ ...first, userPetId: 'pet-old' })).toBeNull()
  })

  it('asks as the pet chosen on this device, in the stored filters', async () => {
    actingPetStore.set(user.id, 'pet-chosen')
    filtersStore.set(user.id, { ...defaultDiscoverFilters, gender: 'FEMALE' })
    reply = answer('pet-chosen')
    startFirstPage(hadLocalData())
    const request = { ...first, filters: filtersStore.get(user.id), userPetId: 'pet-chosen' }
    await expect(takeFirstPage(request)).resolves.toEqual(answer('pet-chosen'))
    expect(query(fetched[0]).get('userPetId')).toBe('pet-chosen')
    expect(query(fetched[0]).get('gender')).toBe('FEMALE')
    expect(query(fetched[0]).has('defaultPet')).toBe(false)
  })

  it('asks nothing on a device that holds the user’s database; a refusal is no answer', async () => {
    databases = [`${dexiePrefix(databaseNameFor(user.id))}pets-0`]
    startFirstPage(hadLocalData())
    await expect(takeFirstPage({ ...first, userPetId: 'pet-old' })).resolves.toBeNull()
    expect(fetched).toEqual([])
    databases = []
    reply = null
    startFirstPage(hadLocalData())
    await expect(takeFirstPage({ ...first, userPetId: 'pet-old' })).resolves.toBeNull()
    expect(fetched).toHaveLength(1)
  })
})
