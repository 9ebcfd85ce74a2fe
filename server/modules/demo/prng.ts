/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32). The demo content
 * must be the same on every fresh start and on both databases, so nothing in the demo module
 * uses Math.random.
 */
export interface Random {
  /** uniform in [0, 1) */
  next(): number
  /** integer in [min, max], both inclusive */
  int(min: number, max: number): number
  float(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** a copy in random order */
  shuffle<T>(items: readonly T[]): T[]
  /** a version-4-shaped UUID, so demo ids look like the ones the server makes */
  uuid(): string
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return (z ^ (z >>> 16)) >>> 0
  }
}

export function createRandom(seed: number): Random {
  const seeder = splitmix32(seed)
  let a = seeder()
  let b = seeder()
  let c = seeder()
  let d = seeder()
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = ((c << 21) | (c >>> 11)) >>> 0
    c = (c + t) >>> 0
    return t / 4294967296
  }
  // The first outputs of sfc32 still echo the seed; warm it up.
  for (let i = 0; i < 12; i++) next()
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick() from an empty list')
    return item
  }
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
      }
      return copy
    },
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16))
      hex[12] = '4'
      hex[16] = (8 + int(0, 3)).toString(16)
      const s = hex.join('')
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
    },
  }
}

export interface LatLng {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_KM = 6371

/** Great-circle distance (haversine), with the spec's Earth radius of 6371 km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number): number => (deg * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/**
 * A point uniformly spread over the disc of radius maxKm around centre (the square root keeps
 * points from bunching at the middle). Coordinates are rounded to 6 decimals (~0.1 m).
 */
export function randomPointNear(random: Random, centre: LatLng, maxKm: number): LatLng {
  const radius = maxKm * Math.sqrt(random.next())
  const angle = random.next() * 2 * Math.PI
  // Degrees on the same sphere distanceKm() measures on, so the radius holds under it.
  const kmPerDegree = (EARTH_RADIUS_KM * Math.PI) / 180
  const dLat = (radius * Math.cos(angle)) / kmPerDegree
  const dLng =
    (radius * Math.sin(angle)) / (kmPerDegree * Math.cos((centre.latitude * Math.PI) / 180))
  const round = (value: number): number => Math.round(value * 1e6) / 1e6
  return { latitude: round(centre.latitude + dLat), longitude: round(centre.longitude + dLng) }
}
