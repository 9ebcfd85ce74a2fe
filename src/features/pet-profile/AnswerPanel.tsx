import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { SwipeActions, type SwipeKind } from '../matching'
import { petProfile } from '../../i18n/es/pet-profile'
import { buttonClassName } from '../../ui/Button'
import { Field, fieldControlClassName } from '../../ui/TextField'

const t = petProfile.answer

export interface AnsweringPet {
  id: string
  name: string
}

interface AnswerPanelProps {
  /** the user's own pets, oldest first (the first one is preselected) */
  myPets: readonly AnsweringPet[]
  isBusy: boolean
  onAnswer: (action: SwipeKind, myPet: AnsweringPet) => void
}

/**
 * Which of the user's pets answers, and pass / super like / like (spec §5 'Like / super like /
 * pass'): without a pet the user is sent to register one; without a choice, asked to choose.
 */
export function AnswerPanel({ myPets, isBusy, onAnswer }: AnswerPanelProps) {
  // The first pet until the user picks another ('' = the placeholder, nothing chosen).
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [hint, setHint] = useState<string | null>(null)
  const selectedId = chosenId ?? myPets[0]?.id ?? ''

  if (myPets.length === 0) {
    return (
      <section aria-label={t.title} className="rounded-2xl bg-brand-50 p-4 text-center">
        <p className="text-sm text-brand-700">{t.needsPet}</p>
        <Link to="/add-pet" className={buttonClassName({ size: 'sm', className: 'mt-3' })}>
          {t.addPet}
        </Link>
      </section>
    )
  }

  const press = (action: SwipeKind) => {
    const myPet = myPets.find((candidate) => candidate.id === selectedId)
    if (!myPet) {
      setHint(t.selectPet)
      return
    }
    setHint(null)
    onAnswer(action, myPet)
  }

  return (
    <section aria-label={t.title} className="flex flex-col gap-3">
      <Field
        label={t.selectLabel}
        render={(control) => (
          <select
            {...control}
            value={selectedId}
            onChange={(event) => {
              setChosenId(event.target.value)
              setHint(null)
            }}
            className={`${fieldControlClassName(false)} text-gray-900`}
          >
            <option value="">{t.selectPlaceholder}</option>
            {myPets.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.name}
              </option>
            ))}
          </select>
        )}
      />
      {hint ? (
        <p role="alert" className="text-sm text-red-700">
          {hint}
        </p>
      ) : null}
      <SwipeActions isDisabled={isBusy} onAction={press} />
    </section>
  )
}
