import { useId } from 'react'
import { CalendarHeart } from 'lucide-react'
import type { MyPet } from '../pets'
import { PetThumb } from '../../ui/PetThumb'
import { cycles as t } from '../../i18n/es/cycles'
import type { CycleSummary } from './cycle-view'
import { HeatMarkSwitch } from './HeatMarkSwitch'
import { formatDay, phaseDotClass } from './cycle-view'
import { Button } from '../../ui/Button'

/**
 * One female pet on /reproductive-health (spec §2): the phase card (current phase and what it
 * means) with the owner's 'En celo' switch, the last cycle, and when the next is expected, as a
 * window; 'Ver ciclo' opens the tracking dialog.
 */
export function FemalePetCycleCard(props: {
  pet: MyPet
  summary: CycleSummary
  onOpen: () => void
}) {
  const { pet, summary } = props
  const { stats, prediction } = summary
  const nameId = useId()
  const phase = stats.currentPhase
  const lastCycle = stats.heatStarts.at(-1) ?? null
  return (
    <article
      aria-labelledby={nameId}
      className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100"
    >
      <div className="flex items-center gap-3">
        <PetThumb image={pet.photos[0] ?? null} alt={pet.name} className="h-14 w-14 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="truncate text-base font-bold text-gray-900">
            {pet.name}
          </h2>
          <p className="truncate text-sm text-gray-600">{pet.breed}</p>
        </div>
        <Button size="sm" aria-label={t.page.trackLabel(pet.name)} onClick={props.onOpen}>
          <CalendarHeart aria-hidden="true" className="h-4 w-4" />
          {t.page.track}
        </Button>
      </div>
      <div className="mt-3 rounded-xl bg-rose-50 p-3">
        <p className="text-xs font-semibold tracking-wide text-rose-700 uppercase">
          {t.page.currentPhase}
        </p>
        {phase ? (
          <>
            <p className="mt-0.5 flex items-center gap-2 text-base font-bold text-gray-900">
              <span
                aria-hidden="true"
                className={`h-2.5 w-2.5 rounded-full ${phaseDotClass[phase]}`}
              />
              {t.phases[phase]}
            </p>
            <p className="mt-0.5 text-sm text-gray-700">{t.phaseInfo[phase]}</p>
          </>
        ) : (
          <p className="mt-0.5 text-sm text-gray-700">{t.page.none}</p>
        )}
        <HeatMarkSwitch petId={pet.id} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs font-semibold text-gray-500">{t.page.lastCycle}</dt>
          <dd className="font-medium text-gray-900">
            {lastCycle ? formatDay(lastCycle) : t.page.none}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-gray-500">{t.page.nextCycle}</dt>
          <dd className="font-medium text-gray-900" data-testid="next-cycle">
            {prediction.kind === 'window'
              ? `${t.prediction.window(formatDay(prediction.from), formatDay(prediction.to))}${
                  prediction.isOverdue || prediction.isInWindow
                    ? ''
                    : ` (${t.page.daysUntil(prediction.daysUntil)})`
                }`
              : prediction.kind === 'seasonal'
                ? t.prediction.seasonal
                : t.page.none}
          </dd>
        </div>
      </dl>
      {prediction.kind === 'window' ? (
        <p className="mt-2 text-xs text-gray-500">{t.prediction.disclaimer}</p>
      ) : null}
    </article>
  )
}
