import { CalendarClock, Info } from 'lucide-react'
import type { CyclePrediction } from '@contract/cycle-prediction'
import { cycles as t } from '../../i18n/es/cycles'
import { formatDay } from './cycle-view'

/**
 * The next heat as a window, never a single date, with what it rests on and the note that it
 * is not veterinary advice (cycle-prediction.ts explains the figures). Cats: guidance only.
 */
export function PredictionNote({
  prediction,
  heats,
}: {
  prediction: CyclePrediction
  /** how many heats the window was computed from */
  heats: number
}) {
  return (
    <section className="rounded-2xl bg-white p-3 ring-1 ring-gray-100">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <CalendarClock aria-hidden="true" className="h-4 w-4 text-brand-600" />
        {t.stats.nextWindow}
      </h4>
      <Body prediction={prediction} heats={heats} />
      <p className="mt-2 flex items-start gap-1.5 text-xs text-gray-500">
        <Info aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
        {t.prediction.disclaimer}
      </p>
    </section>
  )
}

function Body({ prediction, heats }: { prediction: CyclePrediction; heats: number }) {
  switch (prediction.kind) {
    case 'seasonal':
      return <p className="mt-1 text-sm text-gray-700">{t.prediction.seasonal}</p>
    case 'unknown-species':
      return <p className="mt-1 text-sm text-gray-700">{t.prediction.unknownSpecies}</p>
    case 'no-records':
      return <p className="mt-1 text-sm text-gray-700">{t.prediction.noRecords}</p>
    case 'window':
      return (
        <>
          <p className="mt-1 text-base font-bold text-gray-900" data-testid="prediction-window">
            {t.prediction.window(formatDay(prediction.from), formatDay(prediction.to))}
          </p>
          <p className="text-sm font-medium text-brand-700">
            {prediction.isOverdue
              ? t.prediction.overdue
              : prediction.isInWindow
                ? t.prediction.inWindow
                : t.prediction.daysUntil(prediction.daysUntil)}
          </p>
          <p className="mt-1 text-xs text-gray-600">
            {prediction.basis === 'history'
              ? t.prediction.basisHistory(heats)
              : t.prediction.basisUsual}
          </p>
        </>
      )
  }
}
