import { describe, expect, it } from 'vitest'
import type { FoundReportDoc } from '../../../db/schemas/found-reports.schema'
import { defaultFilters } from '../lost-pet-list'
import { filterFoundReports } from './found-list'

const now = Date.parse('2026-03-10T12:00:00Z')
const base: FoundReportDoc = {
  id: 'a',
  reporterId: 'finder',
  species: 'dog',
  breed: 'Labrador',
  colours: ['golden'],
  size: 'large',
  sex: null,
  hasCollar: true,
  collarText: 'Toby',
  photos: [],
  latitude: 13.7,
  longitude: -89.22,
  location: 'Colonia Escalón',
  foundDate: '2026-03-09',
  foundTime: '10:00',
  whereabouts: 'with-finder',
  placeDetail: null,
  description: '',
  contact: null,
  status: 'open',
  linkedLostPetId: null,
  createdAt: '2026-03-09T10:00:00Z',
  updatedAt: '2026-03-09T10:00:00Z',
}
const options = { from: { latitude: 13.7, longitude: -89.22 }, now }

describe('filterFoundReports', () => {
  it('searches species, colours and the collar in Spanish, without accents', () => {
    const cat = {
      ...base,
      id: 'b',
      species: 'cat' as const,
      breed: null,
      collarText: null,
      colours: ['black' as const],
    }
    const list = [base, cat]
    expect(filterFoundReports(list, { ...defaultFilters, search: 'gato' }, options)).toEqual([cat])
    expect(filterFoundReports(list, { ...defaultFilters, search: 'DORADO' }, options)).toEqual([
      base,
    ])
    expect(filterFoundReports(list, { ...defaultFilters, search: 'toby' }, options)).toEqual([base])
    expect(filterFoundReports(list, { ...defaultFilters, type: 'cat' }, options)).toEqual([cat])
  })

  it('leaves out far and old reports, except the user’s own, newest first', () => {
    const far = { ...base, id: 'far', latitude: 14.7, createdAt: '2026-03-09T11:00:00Z' }
    const old = { ...base, id: 'old', createdAt: '2026-01-01T00:00:00Z' }
    const mine = { ...far, id: 'mine', reporterId: 'me', createdAt: '2026-03-09T12:00:00Z' }
    const listed = filterFoundReports([base, far, old, mine], defaultFilters, {
      ...options,
      userId: 'me',
    })
    expect(listed.map((report) => report.id)).toEqual(['mine', 'a'])
  })
})
