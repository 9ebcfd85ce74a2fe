import { describe, expect, it } from 'vitest'
import {
  byRank,
  CUT_OFF,
  isCandidate,
  MAX_DAYS,
  momentOf,
  MAX_DISTANCE_KM,
  reachOf,
  reasonLine,
  scoreCandidate,
  WEIGHTS,
  type PetSide,
  type Score,
} from './candidate-scoring.js'
import { breedWords, coloursOf, sizeOfWeight } from './pet-traits.js'

const DAY = 86_400_000
/** 1° of latitude is 111.195 km (haversine, R = 6371 km) */
const kmNorth = (km: number) => km / 111.195

const lost: PetSide = {
  species: 'dog',
  breed: 'Labrador retriever',
  colours: ['golden'],
  size: 'large',
  sex: 'female',
  place: { latitude: 13.7, longitude: -89.2 },
  at: Date.parse('2026-11-01T08:00:00Z'),
}
/** Found on the spot, at the moment of loss, knowing nothing of the pet's looks. */
const bare: PetSide = {
  species: 'dog',
  breed: null,
  colours: [],
  size: null,
  sex: null,
  place: lost.place,
  at: lost.at,
}
const found = (over: Partial<PetSide>): PetSide => ({ ...bare, ...over })
const score = (over: Partial<PetSide>): Score => {
  const result = scoreCandidate(lost, found(over))
  if (!result) throw new Error('expected a score')
  return result
}

describe('species', () => {
  it('never crosses, whatever else agrees', () => {
    for (const species of ['cat', 'bird', 'other'] as const) {
      const twin = { ...lost, species }
      expect(scoreCandidate(lost, twin)).toBeNull()
      expect(scoreCandidate(twin, lost)).toBeNull()
    }
  })
  it('is the first reason', () => {
    expect(score({}).reasons[0]).toBe('misma especie')
  })
})

describe('distance', () => {
  it('full points on the spot, falling linearly to none at 10 km', () => {
    const near = score({})
    const five = score({ place: { latitude: 13.7 + kmNorth(5), longitude: -89.2 } })
    expect(near.score - five.score).toBeCloseTo(WEIGHTS.distance / 2, 0)
    expect(five.distanceKm).toBeCloseTo(5, 2)
  })
  it('past 10 km is never a candidate', () => {
    expect(
      scoreCandidate(lost, found({ place: { latitude: 13.7 + kmNorth(10.05), longitude: -89.2 } })),
    ).toBeNull()
  })
  it('names the distance with a decimal comma', () => {
    expect(score({ place: { latitude: 13.7 + kmNorth(1.2), longitude: -89.2 } }).reasons[1]).toBe(
      '1,2 km',
    )
  })
})

describe('time', () => {
  it('found before lost (beyond a few hours of grace) is never a candidate', () => {
    expect(scoreCandidate(lost, found({ at: lost.at - 7 * 3_600_000 }))).toBeNull()
    expect(scoreCandidate(lost, found({ at: lost.at - 5 * 3_600_000 }))).not.toBeNull()
  })
  it('more than 30 days after is never a candidate', () => {
    expect(scoreCandidate(lost, found({ at: lost.at + (MAX_DAYS + 1) * DAY }))).toBeNull()
    expect(scoreCandidate(lost, found({ at: lost.at + MAX_DAYS * DAY }))).not.toBeNull()
  })
  it('sooner scores higher and reads in days', () => {
    const sameDay = score({ at: lost.at + 3_600_000 })
    const twoDays = score({ at: lost.at + 2 * DAY + 3_600_000 })
    expect(sameDay.score).toBeGreaterThan(twoDays.score)
    expect(sameDay.reasons[2]).toBe('el mismo día')
    expect(score({ at: lost.at + DAY }).reasons[2]).toBe('1 día después')
    expect(twoDays.reasons[2]).toBe('2 días después')
  })
  it('counts calendar days: found at 9:00 the day after a loss at 10:00 is the next day', () => {
    const lostAt = { ...lost, at: momentOf('2026-12-02', '10:00') }
    const nextMorning = scoreCandidate(lostAt, found({ at: momentOf('2026-12-03', '09:00') }))
    expect(nextMorning?.daysAfter).toBe(1)
    expect(nextMorning?.reasons[2]).toBe('1 día después')
    const sameEvening = scoreCandidate(lostAt, found({ at: momentOf('2026-12-02', '23:30') }))
    expect(sameEvening?.reasons[2]).toBe('el mismo día')
    // Within the grace hours before the loss: still the same date, or none before it.
    const earlier = scoreCandidate(lostAt, found({ at: momentOf('2026-12-02', '06:00') }))
    expect(earlier?.daysAfter).toBe(0)
  })
})

describe('looks', () => {
  it('colour: same adds, shared adds part, disjoint takes away, unknown is neutral', () => {
    const base = score({}).score
    expect(score({ colours: ['golden'] }).score).toBeCloseTo(base + WEIGHTS.colour, 5)
    const partial = score({ colours: ['golden', 'white'] })
    expect(partial.score).toBeCloseTo(base + WEIGHTS.colour / 2, 5)
    expect(partial.reasons).toContain('color similar')
    expect(score({ colours: ['golden'] }).reasons).toContain('mismo color')
    expect(score({ colours: ['black'] }).score).toBeCloseTo(base + WEIGHTS.colourMismatch, 5)
  })
  it('size: same adds, adjacent is neutral, opposite takes away', () => {
    const base = score({}).score
    expect(score({ size: 'large' }).score).toBeCloseTo(base + WEIGHTS.size, 5)
    expect(score({ size: 'large' }).reasons).toContain('mismo tamaño')
    expect(score({ size: 'medium' }).score).toBeCloseTo(base, 5)
    expect(score({ size: 'small' }).score).toBeCloseTo(base + WEIGHTS.sizeOpposite, 5)
  })
  it('sex: same adds, different takes away hard', () => {
    const base = score({}).score
    expect(score({ sex: 'female' }).score).toBeCloseTo(base + WEIGHTS.sex, 5)
    expect(score({ sex: 'female' }).reasons).toContain('mismo sexo')
    expect(score({ sex: 'male' }).score).toBeCloseTo(base + WEIGHTS.sexMismatch, 5)
  })
  it('breed: a shared telling word adds; mestizo tells nothing', () => {
    const base = score({}).score
    expect(score({ breed: 'labrador' }).score).toBeCloseTo(base + WEIGHTS.breed, 5)
    expect(score({ breed: 'Labrador' }).reasons).toContain('raza parecida')
    expect(score({ breed: 'Pastor alemán' }).score).toBeCloseTo(base, 5)
    const mutt = { ...lost, breed: 'Labrador' }
    expect(scoreCandidate(mutt, found({ breed: 'mestizo' }))?.reasons).not.toContain(
      'raza parecida',
    )
  })
  it('a perfect pair scores 100 and gives the issue’s line', () => {
    const twin = score({ breed: 'Labrador', colours: ['golden'], size: 'large', sex: 'female' })
    expect(twin.score).toBe(100)
    const example = score({
      place: { latitude: 13.7 + kmNorth(1.2), longitude: -89.2 },
      at: lost.at + 2 * DAY + 60_000,
      colours: ['golden', 'white'],
    })
    expect(reasonLine(example)).toBe('misma especie · 1,2 km · 2 días después · color similar')
  })
})

describe('cut-off', () => {
  it('near and soon with nothing known is a candidate; far, late and unlike is not', () => {
    expect(isCandidate(score({}))).toBe(true)
    const weak = score({
      place: { latitude: 13.7 + kmNorth(8), longitude: -89.2 },
      at: lost.at + 25 * DAY,
      colours: ['black'],
    })
    expect(weak.score).toBeLessThan(CUT_OFF)
    expect(isCandidate(weak)).toBe(false)
    expect(isCandidate(null)).toBe(false)
  })
  it('exactly the cut-off is a candidate', () => {
    expect(isCandidate({ score: CUT_OFF, distanceKm: 1, daysAfter: 0, reasons: [] })).toBe(true)
    expect(isCandidate({ score: CUT_OFF - 0.1, distanceKm: 1, daysAfter: 0, reasons: [] })).toBe(
      false,
    )
  })
})

describe('ranking', () => {
  const entry = (id: string, value: number, km: number, days: number) => ({
    id,
    score: { score: value, distanceKm: km, daysAfter: days, reasons: [] },
  })
  it('best first; ties go to the nearer, then the sooner, then by id', () => {
    const ranked = [
      entry('d', 50, 2, 1),
      entry('c', 50, 2, 1),
      entry('b', 50, 1, 5),
      entry('a', 70, 9, 9),
      entry('e', 50, 2, 0),
    ].sort(byRank)
    expect(ranked.map((item) => item.id)).toEqual(['a', 'b', 'e', 'c', 'd'])
  })
  it('scores are rounded so equal pairs tie exactly', () => {
    const one = score({ place: { latitude: 13.7 + kmNorth(3), longitude: -89.2 } })
    const other = score({ place: { latitude: 13.7 - kmNorth(3), longitude: -89.2 } })
    expect(one.score).toBe(other.score)
  })
})

describe('traits', () => {
  it('folds free-text colours to the palette', () => {
    expect(coloursOf('Negro con manchas blancas')).toEqual(['black', 'white', 'spotted'])
    expect(coloursOf('Café')).toEqual(['brown'])
    expect(coloursOf(null)).toEqual([])
  })
  it('sizes by weight', () => {
    expect([sizeOfWeight(4), sizeOfWeight(15), sizeOfWeight(30), sizeOfWeight(null)]).toEqual([
      'small',
      'medium',
      'large',
      null,
    ])
  })
  it('keeps the telling words of a breed', () => {
    expect(breedWords('Mestizo de Pastor Alemán')).toEqual(['pastor', 'aleman'])
  })
  it('reads a date and time as one moment', () => {
    expect(momentOf('2026-11-03', '08:00') - momentOf('2026-11-01', '08:00')).toBe(2 * DAY)
  })
})

describe('reachOf', () => {
  const twin = found({ breed: lost.breed, colours: lost.colours, size: lost.size, sex: lost.sex })

  it('reaches the full distance and time when every look can agree', () => {
    expect(reachOf(lost)).toEqual({ km: MAX_DISTANCE_KM, days: MAX_DAYS })
  })

  it('shrinks for a side that knows only its breed, and no candidate lies beyond it', () => {
    const breedOnly = { ...bare, breed: 'Labrador' }
    const reach = reachOf(breedOnly)
    expect(reach.km).toBeGreaterThan(6.6)
    expect(reach.km).toBeLessThan(6.7)
    expect(reach.days).toBe(MAX_DAYS)
    const alike = found({ breed: 'Labrador' })
    const justInside = {
      ...alike,
      place: { latitude: 13.7 + kmNorth(reach.km - 0.01), longitude: -89.2 },
    }
    const justOutside = {
      ...alike,
      place: { latitude: 13.7 + kmNorth(reach.km + 0.01), longitude: -89.2 },
    }
    expect(isCandidate(scoreCandidate(breedOnly, justInside))).toBe(true)
    expect(isCandidate(scoreCandidate(breedOnly, justOutside))).toBe(false)
  })

  it('bounds every candidate of every kind of side (a sweep of places and times)', () => {
    const sides = [lost, bare, { ...bare, breed: 'Labrador' }, { ...bare, colours: lost.colours }]
    for (const side of sides) {
      const reach = reachOf(side)
      for (let km = 0; km <= 10; km += 0.25) {
        for (let days = 0; days <= 30; days += 0.5) {
          const other = {
            ...twin,
            place: { latitude: 13.7 + kmNorth(km), longitude: -89.2 },
            at: lost.at + days * DAY,
          }
          const result = scoreCandidate(side, other)
          if (!isCandidate(result)) continue
          expect(result.distanceKm).toBeLessThanOrEqual(reach.km)
          expect(days).toBeLessThanOrEqual(reach.days)
        }
      }
    }
  })
})
