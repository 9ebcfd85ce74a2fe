import { describe, expect, it } from 'vitest'
import {
  cycleStats,
  heatStartDays,
  median,
  predictNextCycle,
  type PredictionRecord,
} from './cycle-prediction.js'

const DAY = 86_400_000
const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
const heat = (date: string): PredictionRecord => ({ date, phase: 'proestrus' })

describe('predictNextCycle (dogs)', () => {
  it('one record: a window from the usual 5–12 month range, never a single date', () => {
    const prediction = predictNextCycle([heat('2026-01-10')], 'dog', '2026-02-01')
    // A proestrus record: the heat began that day or up to 9 days before.
    expect(prediction).toEqual({
      kind: 'window',
      basis: 'usual-range',
      from: plus('2026-01-01', 152),
      to: plus('2026-01-10', 365),
      daysUntil: 152 - 31,
      isInWindow: false,
      isOverdue: false,
      anchor: '2026-01-10',
    })
  })

  it('one heat recorded over several days is one heat, not many', () => {
    const records: PredictionRecord[] = [
      heat('2026-01-10'),
      { date: '2026-01-15', phase: 'proestrus' },
      { date: '2026-01-19', phase: 'estrus' },
      { date: '2026-02-20', phase: 'metestrus' },
    ]
    expect(heatStartDays(records)).toHaveLength(1)
    const prediction = predictNextCycle(records, 'dog', '2026-03-01')
    expect(prediction).toMatchObject({ basis: 'usual-range', anchor: '2026-01-10' })
  })

  it('regular intervals: the median interval ± 3 weeks', () => {
    // Heats 180 days apart, twice.
    const records = [heat('2025-01-01'), heat('2025-06-30'), heat('2025-12-27')]
    expect(cycleStats(records).intervals).toEqual([180, 180])
    const prediction = predictNextCycle(records, 'dog', '2026-05-01')
    expect(prediction).toMatchObject({
      kind: 'window',
      basis: 'history',
      from: plus('2025-12-27', 180 - 21),
      to: plus('2025-12-27', 180 + 21),
      anchor: '2025-12-27',
      isInWindow: false,
    })
    if (prediction.kind !== 'window') throw new Error('a window')
    expect(prediction.daysUntil).toBe(
      (Date.parse(`${prediction.from}T00:00:00Z`) - Date.parse('2026-05-01T00:00:00Z')) / DAY,
    )
  })

  it('irregular intervals: the window widens to their spread, so each one lands inside', () => {
    // Intervals 150, 240, 200: median 200, spread 90.
    const records = [heat('2024-01-01'), heat('2024-05-30'), heat('2025-01-25'), heat('2025-08-13')]
    const stats = cycleStats(records)
    expect(stats.intervals).toEqual([150, 240, 200])
    expect(stats.averageCycleDays).toBe(197)
    const prediction = predictNextCycle(records, 'dog', '2025-09-01')
    expect(prediction).toMatchObject({
      basis: 'history',
      from: plus('2025-08-13', 200 - 90),
      to: plus('2025-08-13', 200 + 90),
    })
  })

  it('a heat first recorded in estrus is dated about 9 days earlier', () => {
    const records: PredictionRecord[] = [
      heat('2025-01-01'),
      { date: '2025-07-10', phase: 'estrus' },
    ]
    expect(cycleStats(records).heatStarts).toEqual(['2025-01-01', '2025-07-01'])
  })

  it('says when today is inside the window, and when the heat is overdue', () => {
    const records = [heat('2025-01-01'), heat('2025-07-01')]
    const inside = predictNextCycle(records, 'dog', '2025-12-31')
    expect(inside).toMatchObject({ isInWindow: true, isOverdue: false, daysUntil: 0 })
    const late = predictNextCycle(records, 'dog', '2026-03-01')
    expect(late).toMatchObject({ isInWindow: false, isOverdue: true, daysUntil: 0 })
  })

  it('records without a heat: anestrus means the next heat within 8 months', () => {
    const prediction = predictNextCycle(
      [{ date: '2026-01-01', phase: 'anestrus' }],
      'dog',
      '2026-01-02',
    )
    expect(prediction).toMatchObject({ from: '2026-01-02', to: plus('2026-01-01', 240) })
  })

  it('no records: no window', () => {
    expect(predictNextCycle([], 'dog', '2026-01-01')).toEqual({ kind: 'no-records' })
  })
})

describe('predictNextCycle (cats and others)', () => {
  it('a cat gets guidance only, whatever her history', () => {
    const records = [heat('2025-03-01'), heat('2025-03-20'), heat('2025-04-10')]
    expect(predictNextCycle(records, 'cat', '2025-05-01')).toEqual({ kind: 'seasonal' })
    expect(predictNextCycle([], 'Cat ', '2025-05-01')).toEqual({ kind: 'seasonal' })
  })

  it('a species without figures gets no date either', () => {
    expect(predictNextCycle([heat('2025-03-01')], 'rabbit', '2025-05-01')).toEqual({
      kind: 'unknown-species',
    })
  })
})

describe('cycleStats', () => {
  it('current phase is the last record’s, whatever order they come in (§4)', () => {
    const stats = cycleStats([
      { date: '2026-02-01', phase: 'metestrus' },
      heat('2026-01-01'),
      { date: '2026-01-09', phase: 'estrus' },
    ])
    expect(stats).toMatchObject({
      currentPhase: 'metestrus',
      lastRecord: '2026-02-01',
      averageCycleDays: null,
    })
  })

  it('median of even and odd lists', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})

/**
 * Property (hand-rolled: fast-check is not installed): for any history of two or more heats,
 * every interval the dog has shown, counted from her last heat, falls inside the window, and
 * the window is at least 6 weeks wide. Seeded, so a failure is reproducible.
 */
describe('window property', () => {
  it('covers every observed interval, over 2,000 random histories', () => {
    let seed = 12345
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let run = 0; run < 2000; run += 1) {
      const count = 2 + Math.floor(random() * 6)
      let date = '2015-01-01'
      const records: PredictionRecord[] = [heat(date)]
      for (let i = 1; i < count; i += 1) {
        date = plus(date, 120 + Math.floor(random() * 300))
        records.push(heat(date))
        if (random() < 0.5) records.push({ date: plus(date, 12), phase: 'metestrus' })
      }
      const prediction = predictNextCycle(records, 'dog', '2014-01-01')
      if (prediction.kind !== 'window') throw new Error('expected a window')
      const { intervals, heatStarts } = cycleStats(records)
      const last = heatStarts.at(-1) as string
      for (const interval of intervals) {
        const landing = plus(last, interval)
        expect(landing >= prediction.from && landing <= prediction.to).toBe(true)
      }
      const width = (Date.parse(prediction.to) - Date.parse(prediction.from)) / DAY
      expect(width).toBeGreaterThanOrEqual(42)
    }
  })
})
