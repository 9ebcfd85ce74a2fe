import { useMemo, useState } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cyclePhases, type CyclePhase } from '@contract/cycles.messages'
import { localToday } from '@contract/cycle-prediction'
import { cycles as t } from '../../i18n/es/cycles'
import type { ListedCycleRecord } from './cycles.repo'
import { formatDay, phaseDotClass } from './cycle-view'
import { Button } from '../../ui/Button'

const monthTitle = new Intl.DateTimeFormat('es', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const pad = (value: number) => String(value).padStart(2, '0')
/** 'noviembre de 2026' → 'Noviembre de 2026' (CSS capitalize would give 'De' too) */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Calendario (spec §2, §9 'The calendar grid starts on Sunday'): one month, a phase dot on each
 * day with a record (the day's last record when there are several), the legend, and month
 * navigation. Opens on the month of the latest record, or today's.
 */
export function CycleCalendar({ records }: { records: readonly ListedCycleRecord[] }) {
  const today = localToday()
  // Until the user moves, the month follows the latest record (records arrive after the
  // first render, from the local database).
  const [chosen, setChosen] = useState<{ year: number; index: number } | null>(null)
  const start = records.at(-1)?.date ?? today
  const month = chosen ?? { year: Number(start.slice(0, 4)), index: Number(start.slice(5, 7)) - 1 }
  const phaseByDay = useMemo(() => {
    const map = new Map<string, CyclePhase>()
    for (const record of records) map.set(record.date, record.phase)
    return map
  }, [records])

  const first = new Date(Date.UTC(month.year, month.index, 1))
  const leading = first.getUTCDay()
  const days = new Date(Date.UTC(month.year, month.index + 1, 0)).getUTCDate()
  const cells: (number | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ]
  const move = (step: number) => {
    const next = new Date(Date.UTC(month.year, month.index + step, 1))
    setChosen({ year: next.getUTCFullYear(), index: next.getUTCMonth() })
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <Button aria-label={t.calendar.previous} onClick={() => move(-1)} variant="icon">
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </Button>
        <h3 aria-live="polite" className="text-base font-bold text-gray-900">
          {capitalised(monthTitle.format(first))}
        </h3>
        <Button aria-label={t.calendar.next} onClick={() => move(1)} variant="icon">
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <thead>
          <tr>
            {t.calendar.weekdays.map((day, index) => (
              <th key={day} scope="col" className="pb-1 text-xs font-semibold text-gray-500">
                <abbr title={t.calendar.weekdayNames[index]} className="no-underline">
                  {day}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) => (
            <tr key={week}>
              {cells.slice(week * 7, week * 7 + 7).map((day, index) => {
                if (day === null) return <td key={`empty-${index}`} />
                const date = `${month.year}-${pad(month.index + 1)}-${pad(day)}`
                const phase = phaseByDay.get(date)
                return (
                  <td key={date} className="h-11 p-0.5 align-top">
                    <div
                      data-date={date}
                      data-phase={phase}
                      className={`flex h-10 flex-col items-center justify-center rounded-lg ${
                        date === today ? 'bg-brand-50 font-bold text-brand-700' : 'text-gray-800'
                      }`}
                    >
                      <span aria-hidden={phase ? true : undefined}>{day}</span>
                      {phase ? (
                        <span className="sr-only">
                          {t.calendar.dayWithRecord(formatDay(date), t.phases[phase])}
                        </span>
                      ) : null}
                      <span
                        aria-hidden="true"
                        className={`mt-0.5 h-1.5 w-1.5 rounded-full ${phase ? phaseDotClass[phase] : 'bg-transparent'}`}
                      />
                    </div>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {records.length === 0 ? <p className="text-sm text-gray-600">{t.calendar.empty}</p> : null}
      <div>
        <h4 className="mb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
          {t.calendar.legend}
        </h4>
        <ul className="grid grid-cols-2 gap-1 text-sm text-gray-700">
          {cyclePhases.map((phase) => (
            <li key={phase} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`h-2.5 w-2.5 rounded-full ${phaseDotClass[phase]}`}
              />
              {t.phases[phase]}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
