import { Check } from 'lucide-react'
import type { Personality, PetGender } from '@contract/pets.contract'
import { personalityCategories } from '@contract/pets.messages'
import { petForm as texts } from '../../i18n/es/pet-form'
import type { PersonalityGroups } from '../pets'
import { personalityName } from '../../i18n/personality-name'

/**
 * The personalities of the catalogue as toggle chips, one group per category (spec §3), in the
 * contract's category order. Each chip is a real checkbox, so it is reachable and announced.
 */
interface PersonalityPickerProps {
  groups: PersonalityGroups
  selected: readonly string[]
  onChange: (ids: string[]) => void
  /** the sex chosen in the form: the chips read 'Cariñosa' once 'Hembra' is picked */
  gender: PetGender
  disabled?: boolean
}

export function PersonalityPicker({
  groups,
  selected,
  onChange,
  gender,
  disabled,
}: PersonalityPickerProps) {
  function toggle(personality: Personality) {
    onChange(
      selected.includes(personality.id)
        ? selected.filter((id) => id !== personality.id)
        : [...selected, personality.id],
    )
  }

  return (
    <div className="space-y-4">
      {personalityCategories.map((category) => {
        const personalities = groups[category] ?? []
        if (personalities.length === 0) return null
        return (
          <fieldset key={category}>
            <legend className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
              {texts.personalities.categories[category]}
            </legend>
            <div className="flex flex-wrap gap-2">
              {personalities.map((personality) => {
                const isOn = selected.includes(personality.id)
                return (
                  <label
                    key={personality.id}
                    className={`relative inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
                      isOn
                        ? 'border-brand-500 bg-brand-500 text-white shadow-sm shadow-orange-500/25'
                        : 'border-gray-200 bg-white text-gray-700 hover:border-brand-500/50 hover:bg-brand-50'
                    }`}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={isOn}
                      disabled={disabled}
                      onChange={() => toggle(personality)}
                    />
                    {isOn ? <Check aria-hidden="true" className="h-3.5 w-3.5" /> : null}
                    {personalityName(personality, gender)}
                  </label>
                )
              })}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
