import { useState, type FormEvent } from 'react'
import { lostPetRules } from '@contract/lost-pets.messages'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { ImageWithFallback } from '../../ui/ImageWithFallback'
import { LazyLocationPicker, type PickedLocation } from '../map'
import { useSession } from '../auth'
import { PanelDialog } from '../../ui/PanelDialog'
import { DialogFooter, FormError, TextField } from './FormBits'
import { localDate, localTime, sightingProblems, type FieldErrors } from './form-rules'
import { reportSighting, type SightingFields } from './lost-pets.actions'
import type { ListedLostPet } from './lost-pets.repo'
import { PhotoField } from './PhotoField'

/**
 * 'Vi a esta mascota' (spec §2 'Sighting dialog', §5 'Sighting form', §8): where (the map
 * picker with its address), date (today at most), time, description, up to 3 photos (extras
 * dropped), contact name and phone. The date, time and place are the user's, taken when they
 * report: a sighting queued offline keeps them. Lazy chunk.
 */
export interface SightingDialogProps {
  pet: ListedLostPet
  onClose: () => void
  onReported: (message: string) => void
}

export default function SightingDialog({ pet, onClose, onReported }: SightingDialogProps) {
  const user = useSession().user
  const now = new Date()
  const [fields, setFields] = useState<SightingFields>({
    location: '',
    latitude: null,
    longitude: null,
    date: localDate(now),
    time: localTime(now),
    description: '',
    contactName: user?.name ?? '',
    contactPhone: user?.phone ?? '',
  })
  const [photos, setPhotos] = useState<File[]>([])
  const [errors, setErrors] = useState<FieldErrors<keyof SightingFields>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const set = (key: keyof SightingFields) => (value: string) => {
    setFields((before) => ({ ...before, [key]: value }))
    setErrors((before) => ({ ...before, [key]: undefined }))
  }

  function picked(place: PickedLocation) {
    setFields((before) => ({
      ...before,
      latitude: place.latitude,
      longitude: place.longitude,
      location: place.address.address,
    }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const problems = sightingProblems(pet.id, fields)
    setErrors(problems)
    if (Object.keys(problems).length > 0) {
      // The first field in error comes into view with its message (the form is long).
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setIsBusy(true)
    setFailure(null)
    try {
      const result = await reportSighting(pet.id, fields, photos)
      if (!result.ok) return setFailure(result.message || t.sighting.error)
      onReported(result.status === 'queued' ? t.sighting.queued : t.sighting.success)
    } catch {
      setFailure(t.sighting.error)
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <PanelDialog
      look="form"
      isOpen
      title={t.sighting.title(pet.name)}
      closeLabel={t.sighting.close}
      isBusy={isBusy}
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-2.5">
          <ImageWithFallback
            path={pet.photos[0]}
            alt={t.card.photoAlt(pet.name)}
            className="h-14 w-14 rounded-xl object-cover"
            fallback={<span className="h-14 w-14 rounded-xl bg-brand-100" />}
          />
          <div className="min-w-0">
            <p className="truncate font-bold text-gray-900">{pet.name}</p>
            {pet.breed ? <p className="truncate text-sm text-gray-600">{pet.breed}</p> : null}
          </div>
        </div>
        <div>
          <p className="mb-1 text-sm font-semibold text-gray-800">{t.sighting.location}</p>
          <LazyLocationPicker
            saved={
              pet.latitude !== null && pet.longitude !== null
                ? { latitude: pet.latitude, longitude: pet.longitude }
                : null
            }
            onChange={picked}
          />
          <FormError message={errors.location ?? null} />
        </div>
        <div className="grid grid-cols-2 items-end gap-3">
          <TextField
            label={t.sighting.date}
            type="date"
            required
            max={localDate(now)}
            value={fields.date}
            onChange={set('date')}
            error={errors.date}
          />
          <TextField
            label={t.sighting.time}
            type="time"
            required
            value={fields.time}
            onChange={set('time')}
            error={errors.time}
          />
        </div>
        <TextField
          label={t.sighting.description}
          multiline
          required
          placeholder={t.sighting.descriptionHint}
          value={fields.description}
          onChange={set('description')}
          error={errors.description}
        />
        <PhotoField
          label={t.sighting.photos}
          files={photos}
          max={lostPetRules.sightingPhotosMax}
          overflow="drop"
          disabled={isBusy}
          onChange={setPhotos}
        />
        <TextField
          label={t.sighting.contactName}
          required
          autoComplete="name"
          value={fields.contactName}
          onChange={set('contactName')}
          error={errors.contactName}
        />
        <TextField
          label={t.sighting.phone}
          type="tel"
          required
          autoComplete="tel"
          value={fields.contactPhone}
          onChange={set('contactPhone')}
          error={errors.contactPhone}
        />
        <FormError message={failure} />
        <DialogFooter onCancel={onClose} isBusy={isBusy} labels={t.sighting} />
      </form>
    </PanelDialog>
  )
}
