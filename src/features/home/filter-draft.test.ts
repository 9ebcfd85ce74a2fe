import { describe, expect, test } from 'vitest'
import { draftOf, filtersOf, isAgeRangeReversed, parseAge } from './filter-draft'

describe('parseAge', () => {
  test.each([
    ['', null],
    ['   ', null],
    ['abc', null],
    ['0', 0],
    ['7', 7],
    ['7.6', 8],
    ['-3', 0],
    ['45', 30],
  ] as const)('%j → %s', (text, expected) => {
    expect(parseAge(text)).toBe(expected)
  })
})

describe('draft and back', () => {
  test('a round trip keeps the filters', () => {
    const filters = {
      ageMin: 2,
      ageMax: null,
      gender: 'MALE',
      breed: 'Pug',
      maxDistance: 35,
      inHeat: false,
    } as const
    expect(filtersOf(draftOf(filters))).toEqual(filters)
  })

  test('the breed is trimmed; a reversed age range is caught', () => {
    const draft = {
      ageMin: '9',
      ageMax: '3',
      gender: 'all',
      breed: ' Pug ',
      maxDistance: 50,
      inHeat: false,
    } as const
    expect(filtersOf(draft).breed).toBe('Pug')
    expect(isAgeRangeReversed(draft)).toBe(true)
    expect(isAgeRangeReversed({ ...draft, ageMax: '' })).toBe(false)
  })
})
