import { describe, expect, test } from 'vitest'
import { isQueuedWrite } from './write-routes'

describe('isQueuedWrite', () => {
  test.each([
    ['POST', '/api/matches/swipe'],
    ['POST', '/api/matches/super-like'],
    ['POST', '/api/matches/m-42/messages'],
    ['POST', '/api/lost-pets/report'],
    ['POST', '/api/sightings/report'],
    ['POST', '/api/pets'],
    ['PUT', '/api/pets/3f2a'],
    ['DELETE', '/api/pets/3f2a'],
    ['PUT', '/api/users/profile'],
    ['PUT', '/api/users/location'],
    ['PUT', '/api/auth/location'],
    ['post', '/api/pets'],
  ])('%s %s goes through the queue', (method, path) => {
    expect(isQueuedWrite(method, path)).toBe(true)
  })

  test.each([
    ['GET', '/api/pets/my-pets'],
    ['GET', '/api/pets/3f2a'],
    ['HEAD', '/api/pets'],
    ['GET', '/api/matches/swipe'],
    ['GET', '/api/matches/super-like'],
    ['GET', '/api/matches/quota'],
    ['POST', '/api/matches/super-like/extra'],
    ['DELETE', '/api/matches/super-like'],
    ['POST', '/api/sync/pets/pull'],
    ['GET', '/api/sync/pets/pull'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/logout'],
    ['PUT', '/api/pets'],
    ['POST', '/api/pets/3f2a'],
    ['DELETE', '/api/pets/3f2a/photos/1'],
    ['POST', '/api/matches/m-42/messages/extra'],
    ['POST', '/api/matches//messages'],
    ['POST', '/api/petsX'],
    ['PUT', '/api/users/avatar'],
    ['PUT', '/api/users/banner'],
    ['GET', '/api/users/stats'],
    ['POST', '/api/users/profile'],
  ])('%s %s is never queued', (method, path) => {
    expect(isQueuedWrite(method, path)).toBe(false)
  })
})
