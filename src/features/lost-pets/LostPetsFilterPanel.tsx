import { useId } from 'react'
import {
  lostPetTimeframes,
  urgencyLevels,
  type LostPetTimeframe,
  type LostPetType,
} from '@contract/lost-pets.messages'
import { lostPets as t } from '../../i18n/es/lost-pets'
import {
  distanceChoices,
  type DistanceFilter,
  type LostPetFilters,
  type UrgencyFilter,
} from './lost-pet-list'

export interface LostPetsFilterPanelProps {
  filters: LostPetFilters
  onChange: (next: LostPetFilters) => void
  /** the user's position is unknown: the distance filter cannot apply */
  hasPosition: boolean
}

const SELECT =
  'w-full rounded-xl border border-gray-300 bg-white px-2.5 py-2 text-sm text-gray-900 focus:border-brand-500 focus:outline-none'

function Select<T extends string>(props: {
  label: string
  value: T
  options: ReadonlyArray<{ value: T; label: string }>
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-gray-700">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
        className={SELECT}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

const TYPES = ['all', 'dog', 'cat', 'bird', 'other'] as const satisfies readonly LostPetType[]

/** §2 filter panel: urgency, time (7 days by default), distance (50 km by default), type. */
export default function LostPetsFilterPanel({
  filters,
  onChange,
  hasPosition,
}: LostPetsFilterPanelProps) {
  const set =
    <K extends keyof LostPetFilters>(key: K) =>
    (value: LostPetFilters[K]) =>
      onChange({ ...filters, [key]: value })
  return (
    <div className="mt-2 grid grid-cols-2 gap-3 rounded-2xl bg-white p-3 ring-1 ring-gray-200">
      <Select<UrgencyFilter>
        label={t.filters.urgency}
        value={filters.urgency}
        options={[
          { value: 'all', label: t.filters.all },
          ...[...urgencyLevels].reverse().map((level) => ({
            value: level,
            label: t.filters.urgencyShort[level],
          })),
        ]}
        onChange={set('urgency')}
      />
      <Select<LostPetTimeframe>
        label={t.filters.time}
        value={filters.timeframe}
        options={lostPetTimeframes.map((value) => ({
          value,
          label: t.filters.timeframes[value],
        }))}
        onChange={set('timeframe')}
      />
      <Select<string>
        label={t.filters.distance}
        value={String(filters.distance)}
        options={[
          ...distanceChoices.map((km) => ({
            value: String(km),
            label: t.filters.distanceKm(km),
          })),
          { value: 'any', label: t.filters.anyDistance },
        ]}
        onChange={(value) =>
          set('distance')(value === 'any' ? 'any' : (Number(value) as DistanceFilter))
        }
      />
      <Select<LostPetType>
        label={t.filters.type}
        value={filters.type}
        options={TYPES.map((value) => ({
          value,
          label: value === 'all' ? t.filters.allTypes : t.filters.types[value],
        }))}
        onChange={set('type')}
      />
      {!hasPosition && filters.distance !== 'any' ? (
        <p className="col-span-2 text-xs text-gray-500">{t.filters.noPosition}</p>
      ) : null}
    </div>
  )
}
