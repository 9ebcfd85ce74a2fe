import { lazy, Suspense, useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Lightbulb, PawPrint, Plus } from 'lucide-react'
import { cycleMessages, cyclePhases } from '@contract/cycles.messages'
import { useMyPets, type MyPet } from '../pets'
import { EmptyState } from '../../ui/EmptyState'
import { Spinner } from '../../ui/Spinner'
import { cycles as t } from '../../i18n/es/cycles'
import { FemalePetCycleCard } from './FemalePetCycleCard'
import { summarise, phaseDotClass } from './cycle-view'
import { useCycleRecords } from './use-cycle-records'

/** Its own lazy import (not LazyCycleDialog's), so /profile's copy of that wrapper stays inlined. */
const CycleDialog = lazy(() => import('./CycleDialog'))

/**
 * /reproductive-health (spec §2): the owner's female pets with their phase card, last cycle
 * and the next window; the §6 message for the others; the empty state leading to /add-pet;
 * what each phase means, and tips. Everything from the local database, so it opens offline.
 */
export function ReproductiveHealthPage() {
  const { pets, isLoading } = useMyPets()
  const { records } = useCycleRecords()
  const [open, setOpen] = useState<MyPet | null>(null)
  const females = pets.filter((pet) => pet.gender === 'FEMALE')
  const others = pets.filter((pet) => pet.gender !== 'FEMALE')
  const summaries = useMemo(
    () =>
      new Map(
        females.map((pet) => [
          pet.id,
          summarise(
            records.filter((record) => record.petId === pet.id),
            pet.species,
          ),
        ]),
      ),
    [females, records],
  )

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t.page.title}</h1>
        <p className="mt-1 text-sm text-gray-600">{t.page.intro}</p>
        {pets.length > 0 ? (
          <Link
            to="/profile"
            className="mt-2 inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t.page.addPet}
          </Link>
        ) : null}
      </div>
      {isLoading ? (
        <Spinner />
      ) : pets.length === 0 ? (
        <EmptyState
          icon={PawPrint}
          title={t.page.emptyTitle}
          text={t.page.emptyText}
          action={{ to: '/add-pet', label: t.page.addPet, icon: Plus }}
        />
      ) : (
        <>
          {females.map((pet) => {
            const summary = summaries.get(pet.id)
            return summary ? (
              <FemalePetCycleCard
                key={pet.id}
                pet={pet}
                summary={summary}
                onOpen={() => setOpen(pet)}
              />
            ) : null
          })}
          {others.length > 0 ? (
            <section className="rounded-2xl bg-white p-3 ring-1 ring-gray-100">
              <h2 className="text-sm font-semibold text-gray-900">{t.page.othersTitle}</h2>
              <ul className="mt-1 flex flex-col gap-1 text-sm text-gray-700">
                {others.map((pet) => (
                  <li key={pet.id}>
                    <span className="font-semibold">{pet.name}: </span>
                    {cycleMessages.femaleOnly}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <section className="rounded-2xl bg-white p-3 ring-1 ring-gray-100">
        <h2 className="text-base font-bold text-gray-900">{t.page.phasesTitle}</h2>
        <ul className="mt-2 flex flex-col gap-2">
          {cyclePhases.map((phase) => (
            <li key={phase} className="flex gap-2 text-sm">
              <span
                aria-hidden="true"
                className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${phaseDotClass[phase]}`}
              />
              <p>
                <span className="font-semibold text-gray-900">{t.phases[phase]}. </span>
                <span className="text-gray-700">{t.phaseInfo[phase]}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-2xl bg-amber-50 p-3">
        <h2 className="flex items-center gap-2 text-base font-bold text-gray-900">
          <Lightbulb aria-hidden="true" className="h-4 w-4 text-amber-600" />
          {t.page.tipsTitle}
        </h2>
        <ul className="mt-2 list-disc pl-5 text-sm text-gray-700">
          {t.page.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-gray-500">{t.prediction.disclaimer}</p>
      </section>
      {open ? (
        <Suspense fallback={null}>
          <CycleDialog pet={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}
