import { useEffect, useMemo, useState } from 'react'
import { useController, useForm, useWatch } from 'react-hook-form'
import { LoaderCircle } from 'lucide-react'
import type { PetFields } from '@contract/pets.contract'
import { petMessages } from '@contract/pets.messages'
import { petForm as texts } from '../../i18n/es/pet-form'
import type { PersonalitiesState } from '../pets'
import { FormSection, MissingNotice, controlClass } from './FormControls'
import { Field, TextAreaField, TextField } from '../../ui/TextField'
import { LocationSection } from './LocationSection'
import { useUnsavedForm } from '../../ui/unsaved-forms'
import { PersonalityPicker } from './PersonalityPicker'
import { PhotoPicker } from './PhotoPicker'
import { QrProfileSection } from './QrProfileSection'
import type { PetFormMode, PetFormValues } from './pet-form.schema'
import { clearPetDraft, readPetDraft, writePetDraft } from './pet-form-draft'
import { lazyPetFormResolver } from './pet-form-resolver'
import { photoSubmission, type PhotoItem } from './photo-list'
import { Notice } from '../../ui/Notice'
import { Button } from '../../ui/Button'

/**
 * The pet form shared by Add pet and Edit pet (spec §3 'Pet form', §5): react-hook-form with
 * the contract's rules, validated as the user types; the submit button stays disabled until
 * everything required is there (name, breed, age 0–30, sex, a personality, a location). The
 * screen decides what a submit does: `onSubmit` answers null when done, or the message to show.
 */
export interface PetSubmission {
  fields: PetFields
  existingPhotos: string[]
  newPhotos: File[]
}

interface PetFormProps {
  mode: PetFormMode
  initialValues: PetFormValues
  initialPhotos: PhotoItem[]
  personalities: PersonalitiesState & { retry: () => void }
  onSubmit: (submission: PetSubmission) => Promise<string | null>
  onCancel: () => void
  /** where what is typed is kept until saved or cancelled (pet-form-draft.ts) */
  draftKey: string
}

export function PetForm({
  mode,
  initialValues,
  initialPhotos,
  personalities,
  onSubmit,
  onCancel,
  draftKey,
}: PetFormProps) {
  const resolver = useMemo(() => lazyPetFormResolver(mode), [mode])
  // Read once, before the first render: what was typed before a reload comes back.
  const [draft] = useState(() => readPetDraft(draftKey))
  const { register, control, handleSubmit, setValue, formState, subscribe } = useForm<
    PetFormValues,
    unknown,
    PetFields
  >({
    resolver,
    mode: 'all',
    defaultValues: draft ? { ...initialValues, ...draft } : initialValues,
  })
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writePetDraft(draftKey, values),
      }),
    [subscribe, draftKey],
  )
  const { errors, isValid, isSubmitting } = formState
  const [photos, setPhotos] = useState<PhotoItem[]>(initialPhotos)
  // An app update waits while this form holds unsaved changes (src/ui/unsaved-forms).
  const markEdited = useUnsavedForm(photos !== initialPhotos || draft !== null)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const personalityField = useController({ control, name: 'personalities' })
  const locationField = useController({ control, name: 'location' })
  const [latitude, longitude, gender] = useWatch({
    control,
    name: ['latitude', 'longitude', 'gender'],
  })
  const words = mode === 'create' ? texts.add : texts.edit
  const missingLocation =
    mode === 'create' ? petMessages.locationRequired : petMessages.locationRequiredOnEdit

  const submit = handleSubmit(async (fields) => {
    setSubmitError(null)
    const message = await onSubmit({ fields, ...photoSubmission(photos) })
    if (message) setSubmitError(message)
    else clearPetDraft(draftKey)
  })
  const cancel = () => {
    clearPetDraft(draftKey)
    onCancel()
  }

  const busy = isSubmitting
  const groups = personalities.personalities

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onInput={markEdited}
      noValidate
      className="space-y-4"
    >
      <FormSection title={texts.sections.photos}>
        <PhotoPicker items={photos} onChange={setPhotos} disabled={busy} />
      </FormSection>

      <FormSection title={texts.sections.basics}>
        <div className="space-y-3">
          <TextField
            label={texts.fields.name}
            error={errors.name?.message}
            {...register('name')}
            type="text"
            autoComplete="off"
            placeholder={texts.fields.namePlaceholder}
            disabled={busy}
          />
          <TextField
            label={texts.fields.breed}
            error={errors.breed?.message}
            {...register('breed')}
            type="text"
            autoComplete="off"
            placeholder={texts.fields.breedPlaceholder}
            disabled={busy}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={texts.fields.age}
              error={errors.age?.message}
              {...register('age')}
              type="number"
              inputMode="numeric"
              min={0}
              max={30}
              step={1}
              disabled={busy}
            />
            <Field
              label={texts.fields.gender}
              error={errors.gender?.message}
              render={(a11y) => (
                <select
                  {...a11y}
                  {...register('gender')}
                  disabled={busy}
                  className={`${controlClass(Boolean(errors.gender), !gender)} min-h-11`}
                >
                  <option value="" disabled>
                    {texts.fields.genderPlaceholder}
                  </option>
                  <option value="male" className="text-gray-900">
                    {texts.fields.male}
                  </option>
                  <option value="female" className="text-gray-900">
                    {texts.fields.female}
                  </option>
                </select>
              )}
            />
          </div>
          <TextAreaField
            label={texts.fields.description}
            isOptional
            error={errors.description?.message}
            {...register('description')}
            rows={3}
            placeholder={texts.fields.descriptionPlaceholder}
            disabled={busy}
          />
        </div>
      </FormSection>

      <FormSection
        title={texts.sections.personalities}
        aside={
          personalityField.field.value.length > 0 ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              {texts.personalities.selected(personalityField.field.value.length)}
            </span>
          ) : null
        }
      >
        {groups ? (
          <>
            <p className="mb-3 text-sm text-gray-500">{texts.personalities.hint}</p>
            <PersonalityPicker
              groups={groups}
              selected={personalityField.field.value}
              onChange={personalityField.field.onChange}
              gender={gender === 'female' ? 'FEMALE' : 'MALE'}
              disabled={busy}
            />
            {personalityField.field.value.length === 0 ? (
              <MissingNotice message={petMessages.personalitiesRequired} />
            ) : null}
          </>
        ) : personalities.error ? (
          <Notice
            kind="error"
            action={
              <button
                type="button"
                onClick={personalities.retry}
                className="shrink-0 font-semibold text-red-700 underline underline-offset-2"
              >
                {texts.personalities.retry}
              </button>
            }
          >
            {personalities.error}
          </Notice>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-500">
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            {texts.personalities.loading}
          </p>
        )}
      </FormSection>

      <FormSection title={texts.sections.location}>
        <LocationSection
          value={locationField.field.value}
          onTextChange={locationField.field.onChange}
          onBlur={locationField.field.onBlur}
          onChosen={({ latitude: lat, longitude: lng, place }) => {
            const options = { shouldDirty: true, shouldValidate: true } as const
            setValue('latitude', lat, options)
            setValue('longitude', lng, options)
            setValue('city', place.city ?? '', options)
            // The pet's place is shown to strangers: its area, never the road.
            locationField.field.onChange(place.area)
          }}
          coordinates={
            latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null
          }
          error={errors.location?.message}
          missingMessage={missingLocation}
          disabled={busy}
        />
      </FormSection>

      <QrProfileSection register={register} errors={errors} disabled={busy} />

      {submitError ? <Notice kind="error">{submitError}</Notice> : null}

      <div className="flex flex-col gap-3 pt-1 pb-4">
        <Button type="submit" disabled={!isValid} isBusy={busy} size="lg" className="shadow-md">
          {busy ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
          {busy ? words.submitting : words.submit}
        </Button>
        <Button onClick={cancel} disabled={busy} variant="outline" size="lg">
          {texts.cancel}
        </Button>
      </div>
    </form>
  )
}
