import { describe, expect, it } from 'vitest'
import { foundReportMessages as m } from '@contract/found-reports.messages'
import type { FoundFields } from './found-reports.actions'
import { foundProblems } from './found-form-rules'

const filled: FoundFields = {
  species: 'dog',
  breed: '',
  colours: ['brown'],
  size: '',
  sex: '',
  hasCollar: false,
  collarText: '',
  location: 'Colonia Escalón',
  latitude: 13.7,
  longitude: -89.24,
  foundDate: '2026-03-02',
  foundTime: '17:00',
  whereabouts: 'with-finder',
  placeDetail: '',
  description: '',
  contact: '+503 7000 0000',
}
const now = new Date(2026, 2, 3, 12, 0)

describe('foundProblems', () => {
  it('accepts a filled report whose optional fields are left blank', () => {
    expect(foundProblems(filled, now)).toEqual({})
  })

  it('names each missing field with the server’s Spanish message', () => {
    const problems = foundProblems(
      {
        ...filled,
        species: '',
        colours: [],
        latitude: null,
        longitude: null,
        whereabouts: '',
        contact: ' ',
      },
      now,
    )
    expect(problems).toEqual({
      species: m.speciesRequired,
      colours: m.coloursRequired,
      latitude: m.placeRequired,
      whereabouts: m.whereaboutsRequired,
      contact: m.contactRequired,
    })
  })

  it('refuses a day after the local today', () => {
    expect(foundProblems({ ...filled, foundDate: '2026-03-04' }, now).foundDate).toBeTruthy()
  })
})
