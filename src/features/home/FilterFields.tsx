import { useId } from 'react'
import type { DiscoverFilters } from '../discover'
import { home as t } from '../../i18n/es/home'
import { clamp, FILTER_LIMITS as L, type FilterDraft } from './filter-draft'

interface FilterFieldsProps {
  draft: FilterDraft
  isAgeReversed: boolean
  onChange: (next: FilterDraft) => void
}

const INPUT =
  'w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-brand-500 focus:outline-none'
const LABEL = 'text-sm font-semibold text-gray-700'

const GENDERS: readonly { value: DiscoverFilters['gender']; label: string }[] = [
  { value: 'all', label: t.filters.genderAll },
  { value: 'MALE', label: t.filters.genderMale },
  { value: 'FEMALE', label: t.filters.genderFemale },
]

/** The filter dialog's inputs: what each accepts is limited by the input itself (spec §5). */
export function FilterFields({ draft, isAgeReversed, onChange }: FilterFieldsProps) {
  const ids = { min: useId(), max: useId(), hint: useId(), breed: useId(), distance: useId() }
  const set = (patch: Partial<FilterDraft>) => onChange({ ...draft, ...patch })
  const ageProps = {
    type: 'number',
    inputMode: 'numeric',
    min: L.ageMin,
    max: L.ageMax,
    step: 1,
    'aria-describedby': ids.hint,
    'aria-invalid': isAgeReversed,
    className: INPUT,
  } as const
  /** The lower and upper age bounds: the same number input, each with its label. */
  const ageField = (key: 'ageMin' | 'ageMax', id: string, label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        {...ageProps}
        id={id}
        value={draft[key]}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </div>
  )
  const distance = clamp(draft.maxDistance, L.distanceMin, L.distanceMax)
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        {ageField('ageMin', ids.min, t.filters.ageMin)}
        {ageField('ageMax', ids.max, t.filters.ageMax)}
        <p
          id={ids.hint}
          role={isAgeReversed ? 'alert' : undefined}
          className={`col-span-2 text-xs ${isAgeReversed ? 'font-semibold text-rose-600' : 'text-gray-500'}`}
        >
          {isAgeReversed ? t.filters.ageReversed : t.filters.ageHint}
        </p>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className={`${LABEL} mb-1`}>{t.filters.gender}</legend>
        <div className="grid grid-cols-3 gap-2">
          {GENDERS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center justify-center rounded-xl border border-gray-300 px-2 py-2 text-sm font-medium text-gray-700 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400"
            >
              <input
                type="radio"
                name="gender"
                value={option.value}
                checked={draft.gender === option.value}
                onChange={() => set({ gender: option.value })}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.breed} className={LABEL}>
          {t.filters.breed}
        </label>
        <input
          id={ids.breed}
          type="text"
          maxLength={60}
          value={draft.breed}
          placeholder={t.filters.breedPlaceholder}
          onChange={(event) => set({ breed: event.target.value })}
          className={INPUT}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-800">
        <input
          type="checkbox"
          checked={draft.inHeat}
          onChange={(event) => set({ inHeat: event.target.checked })}
          className="h-5 w-5 accent-brand-600"
        />
        {t.filters.inHeat}
      </label>
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between">
          <label htmlFor={ids.distance} className={LABEL}>
            {t.filters.distance}
          </label>
          <output htmlFor={ids.distance} className="text-sm font-semibold text-brand-700">
            {t.filters.distanceValue(distance)}
          </output>
        </div>
        <input
          id={ids.distance}
          type="range"
          min={L.distanceMin}
          max={L.distanceMax}
          step={L.distanceStep}
          value={distance}
          aria-valuetext={t.filters.distanceValue(distance)}
          onChange={(event) => set({ maxDistance: Number(event.target.value) })}
          className="w-full accent-brand-500"
        />
      </div>
    </>
  )
}
