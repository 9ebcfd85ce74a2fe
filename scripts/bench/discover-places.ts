/**
 * Where bench:discover's pets live and searchers stand: Central America, 70% in and around its
 * cities (Gaussian, σ ≈ 6 km, weighted by rough metro size) and 30% spread regionally (σ ≈ 45 km
 * around a city), so the index sees dense cores beside sparse countryside.
 */
const CITIES: { name: string; latitude: number; longitude: number; weight: number }[] = [
  { name: 'Ciudad de Guatemala', latitude: 14.6349, longitude: -90.5069, weight: 30 },
  { name: 'San Salvador', latitude: 13.6929, longitude: -89.2182, weight: 20 },
  { name: 'Tegucigalpa', latitude: 14.0723, longitude: -87.1921, weight: 14 },
  { name: 'San Pedro Sula', latitude: 15.5042, longitude: -88.025, weight: 10 },
  { name: 'Managua', latitude: 12.115, longitude: -86.2362, weight: 14 },
  { name: 'San José', latitude: 9.9281, longitude: -84.0907, weight: 16 },
  { name: 'Ciudad de Panamá', latitude: 8.9824, longitude: -79.5199, weight: 16 },
  { name: 'Santa Ana', latitude: 13.9942, longitude: -89.5597, weight: 4 },
  { name: 'San Miguel', latitude: 13.4833, longitude: -88.1833, weight: 3 },
  { name: 'León', latitude: 12.4379, longitude: -86.878, weight: 3 },
  { name: 'Quetzaltenango', latitude: 14.8347, longitude: -91.518, weight: 3 },
  { name: 'Ciudad de Belice', latitude: 17.5046, longitude: -88.1962, weight: 2 },
  { name: 'David', latitude: 8.4273, longitude: -82.4308, weight: 2 },
  { name: 'Liberia', latitude: 10.6346, longitude: -85.4407, weight: 2 },
]
const TOTAL = CITIES.reduce((sum, city) => sum + city.weight, 0)
const KM_PER_DEGREE = (6371 * Math.PI) / 180

export function placeGenerator(random: () => number) {
  const gaussian = () => {
    const u = 1 - random()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random())
  }
  const city = () => {
    let pick = random() * TOTAL
    for (const entry of CITIES) {
      pick -= entry.weight
      if (pick <= 0) return entry
    }
    return CITIES[0] as (typeof CITIES)[number]
  }
  return (): { latitude: number; longitude: number } => {
    const centre = city()
    const sigmaKm = random() < 0.7 ? 6 : 45
    const latitude = centre.latitude + (gaussian() * sigmaKm) / KM_PER_DEGREE
    const longitude =
      centre.longitude +
      (gaussian() * sigmaKm) / (KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180))
    return { latitude, longitude }
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

export interface Latency {
  p50: number
  p95: number
  max: number
  runs: number
}

/** Runs `queries` in order (after `warmup` unmeasured ones), timing each. */
export async function measure(
  queries: readonly (() => Promise<unknown>)[],
  warmup: number,
): Promise<Latency> {
  for (const query of queries.slice(0, warmup)) await query()
  const times: number[] = []
  for (const query of queries.slice(warmup)) {
    const start = performance.now()
    await query()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? Number.NaN,
    runs: times.length,
  }
}
