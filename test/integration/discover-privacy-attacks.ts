import { distanceKm, type Coordinates } from '@contract/geo'
import type { DiscoverPet } from '@contract/discover.contract'
import type { ServerFixture } from '../support/server-fixture.js'
import { discover } from './discover-fixtures.js'

/**
 * What an attacker with one account can do against discover, written as an attacker would:
 * place searches from chosen origins and read back what any response shows. Shared by the
 * privacy suite, which asserts these attacks learn no more than a pet's cell.
 */
const KM_PER_DEGREE = (6371 * Math.PI) / 180

interface Point {
  x: number
  y: number
}

/** A flat map in km around `origin` (equirectangular: exact enough within a few km). */
export function plane(origin: Coordinates) {
  const kmPerLongitude = KM_PER_DEGREE * Math.cos((origin.latitude * Math.PI) / 180)
  return {
    to: (p: Coordinates): Point => ({
      x: (p.longitude - origin.longitude) * kmPerLongitude,
      y: (p.latitude - origin.latitude) * KM_PER_DEGREE,
    }),
    from: (p: Point): Coordinates => ({
      latitude: origin.latitude + p.y / KM_PER_DEGREE,
      longitude: origin.longitude + p.x / kmPerLongitude,
    }),
  }
}

/**
 * Trilateration: the point whose distances to `points` best match `radii`, by least squares
 * on the circle equations linearised against the first one.
 */
export function trilaterate(points: Point[], radii: number[]): Point {
  const [p0, r0] = [points[0], radii[0]]
  if (!p0 || r0 === undefined) throw new Error('no points')
  let [a11, a12, a22, b1, b2] = [0, 0, 0, 0, 0]
  points.forEach((p, i) => {
    if (i === 0) return
    const r = radii[i] ?? 0
    const ax = 2 * (p.x - p0.x)
    const ay = 2 * (p.y - p0.y)
    const b = r0 ** 2 - r ** 2 + p.x ** 2 - p0.x ** 2 + p.y ** 2 - p0.y ** 2
    a11 += ax * ax
    a12 += ax * ay
    a22 += ay * ay
    b1 += ax * b
    b2 += ay * b
  })
  const det = a11 * a22 - a12 * a12
  return { x: (b1 * a22 - b2 * a12) / det, y: (a11 * b2 - a12 * b1) / det }
}

const fixed = (value: number) => value.toFixed(7)

export function createAttacker(fixture: Pick<ServerFixture, 'baseUrl'>, token: string) {
  async function search(at: Coordinates, extra: Record<string, string> = {}) {
    const result = await discover(fixture, token, {
      latitude: fixed(at.latitude),
      longitude: fixed(at.longitude),
      maxDistance: '10',
      limit: '50',
      ...extra,
    })
    if (result.status !== 200) throw new Error(`discover answered ${result.status}`)
    return result.body.pets
  }
  const find = (pets: DiscoverPet[], id: string) => pets.find((pet) => pet.id === id)

  return {
    search,

    /**
     * includeDistance from many origins. `shown` is where the answers put the pet (the
     * attacker's starting guess); from it, along `rays` directions, a binary search finds the
     * origin where the reported distance reaches 1.5 km, then trilateration finds the point
     * those origins are all 1.5 km from. Also a plain least-squares fit of the distances
     * reported at `spread` fixed origins 2–6 km away. Returns both estimates.
     */
    async trilaterate(petId: string, shown: Coordinates, rays = 8) {
      const map = plane(shown)
      const reported = async (p: Point) => {
        const pet = find(await search(map.from(p)), petId)
        if (pet?.distance == null) throw new Error('the pet is not in the answer')
        return pet.distance
      }
      const edges: Point[] = []
      for (let k = 0; k < rays; k++) {
        const angle = (2 * Math.PI * k) / rays
        const along = (t: number) => ({ x: t * Math.cos(angle), y: t * Math.sin(angle) })
        let [inside, outside] = [0, 4]
        for (let step = 0; step < 16; step++) {
          const middle = (inside + outside) / 2
          if ((await reported(along(middle))) >= 1.5) outside = middle
          else inside = middle
        }
        edges.push(along((inside + outside) / 2))
      }
      const boundary = map.from(
        trilaterate(
          edges,
          edges.map(() => 1.5),
        ),
      )

      const origins: Point[] = []
      const radii: number[] = []
      for (let k = 0; k < 24; k++) {
        const angle = (2 * Math.PI * k * 7) / 24
        const origin = { x: (2 + (k % 5)) * Math.cos(angle), y: (2 + (k % 5)) * Math.sin(angle) }
        origins.push(origin)
        radii.push(await reported(origin))
      }
      const leastSquares = map.from(trilaterate(origins, radii))
      return { boundary, leastSquares }
    },

    /**
     * includeDistance=false: a binary search on maxDistance from `origins` finds the largest
     * distance that still leaves the pet out, then trilateration. Returns the estimate.
     */
    async bisectMaxDistance(petId: string, origins: Coordinates[]) {
      const map = plane(origins[0] ?? { latitude: 0, longitude: 0 })
      const radii: number[] = []
      for (const origin of origins) {
        let [out, within] = [1, 10]
        for (let step = 0; step < 26; step++) {
          const middle = (out + within) / 2
          const pets = await search(origin, {
            maxDistance: middle.toFixed(12),
            includeDistance: 'false',
          })
          if (find(pets, petId)) within = middle
          else out = middle
        }
        radii.push((out + within) / 2)
      }
      return map.from(trilaterate(origins.map(map.to), radii))
    },
  }
}

/** km between two places. */
export const gap = (a: Coordinates, b: Coordinates) => distanceKm(a, b)
