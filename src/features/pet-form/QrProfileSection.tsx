import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { petForm as texts } from '../../i18n/es/pet-form'
import { FormSection } from './FormControls'
import { TextField } from '../../ui/TextField'
import type { PetFormValues } from './pet-form.schema'

const t = texts.qrProfile

interface QrProfileSectionProps {
  register: UseFormRegister<PetFormValues>
  errors: FieldErrors<PetFormValues>
  disabled: boolean
}

type TextName = 'ownerContact' | 'medicalNeeds' | 'allergies' | 'vetPhone'

/**
 * What the pet's QR code and public page tell the one who finds it (spec §3 ownerContact and
 * emergencyInfo): the owner's contact, the emergency information, and what a stranger may see.
 */
export function QrProfileSection({ register, errors, disabled }: QrProfileSectionProps) {
  const text = (name: TextName, label: string, placeholder: string, type = 'text') => (
    <TextField
      label={label}
      isOptional
      error={errors[name]?.message}
      {...register(name)}
      type={type}
      autoComplete="off"
      placeholder={placeholder}
      disabled={disabled}
    />
  )
  const toggle = (name: 'showOwnerContact' | 'showEmergencyInfo', label: string, hint?: string) => (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl bg-gray-50 px-3 py-2.5">
      <input
        type="checkbox"
        {...register(name)}
        disabled={disabled}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
      />
      <span className="text-sm text-gray-800">
        <span className="font-medium">{label}</span>
        {hint ? <span className="mt-0.5 block text-gray-500">{hint}</span> : null}
      </span>
    </label>
  )
  return (
    <FormSection title={texts.sections.qrProfile}>
      <p className="mb-3 text-sm text-gray-500">{t.hint}</p>
      <div className="space-y-3">
        {text('ownerContact', t.ownerContact, t.ownerContactPlaceholder, 'tel')}
        {toggle('showOwnerContact', t.showOwnerContact, t.showOwnerContactHint)}
        {text('medicalNeeds', t.medicalNeeds, t.medicalNeedsPlaceholder)}
        {text('allergies', t.allergies, t.allergiesPlaceholder)}
        {text('vetPhone', t.vetPhone, t.vetPhonePlaceholder, 'tel')}
        {toggle('showEmergencyInfo', t.showEmergencyInfo)}
      </div>
    </FormSection>
  )
}
