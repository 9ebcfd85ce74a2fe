import { cycles as t } from '../../i18n/es/cycles'
import type { CycleSummary } from './cycle-view'
import { formatDay, phaseDotClass } from './cycle-view'
import { PredictionNote } from './PredictionNote'

const LAST_CYCLES = 5

/**
 * Estadísticas (spec §2): average cycle length, the last cycles (heat starts and the days
 * between them), the current phase (§4: the last record's) and the next window.
 */
export function CycleStatsPanel({ summary }: { summary: CycleSummary }) {
  const { stats, prediction } = summary
  const starts = stats.heatStarts
  const recent = starts
    .map((date, index) => ({ date, interval: index > 0 ? stats.intervals[index - 1] : undefined }))
    .slice(-LAST_CYCLES)
    .reverse()
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-2xl bg-white p-3 ring-1 ring-gray-100">
          <dt className="text-xs font-semibold text-gray-500">{t.stats.averageCycle}</dt>
          <dd className="mt-1 text-lg font-bold text-gray-900" data-testid="average-cycle">
            {stats.averageCycleDays === null ? '—' : t.stats.days(stats.averageCycleDays)}
          </dd>
          {stats.averageCycleDays === null ? (
            <dd className="text-xs text-gray-500">{t.stats.needTwoHeats}</dd>
          ) : null}
        </div>
        <div className="rounded-2xl bg-white p-3 ring-1 ring-gray-100">
          <dt className="text-xs font-semibold text-gray-500">{t.stats.currentPhase}</dt>
          <dd className="mt-1 flex items-center gap-2 text-lg font-bold text-gray-900">
            {stats.currentPhase ? (
              <>
                <span
                  aria-hidden="true"
                  className={`h-2.5 w-2.5 shrink-0 rounded-full ${phaseDotClass[stats.currentPhase]}`}
                />
                {t.phases[stats.currentPhase]}
              </>
            ) : (
              t.stats.noPhase
            )}
          </dd>
        </div>
      </dl>
      <section className="rounded-2xl bg-white p-3 ring-1 ring-gray-100">
        <h4 className="text-sm font-semibold text-gray-900">{t.stats.lastCycles}</h4>
        {recent.length === 0 ? (
          <p className="mt-1 text-sm text-gray-600">{t.stats.noCycles}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm text-gray-700">
            {recent.map(({ date, interval }) => (
              <li key={date} className="flex flex-wrap justify-between gap-x-2">
                <span>{t.stats.heatStart(formatDay(date))}</span>
                {interval !== undefined ? (
                  <span className="text-gray-500">{t.stats.interval(interval)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <PredictionNote prediction={prediction} heats={starts.length} />
    </div>
  )
}
