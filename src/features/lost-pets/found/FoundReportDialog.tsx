import { useState, type FormEvent } from 'react'
import {
  foundColours,
  foundReportRules as rules,
  foundSexes,
  foundSizes,
  foundSpecies,
  foundWhereabouts,
} from '@contract/found-reports.messages'
import { foundPets as t } from '../../../i18n/es/found-pets'
import { PanelDialog } from '../../../ui/PanelDialog'
import { useSession } from '../../auth'
import { LazyLocationPicker, type PickedLocation } from '../../map'
import { DialogFooter, FormError, TextField } from '../FormBits'
import { localDate, localTime, type FieldErrors } from '../form-rules'
import { PhotoField } from '../PhotoField'
import { ChoiceChips } from './ChoiceChips'
import { foundProblems } from './found-form-rules'
import { reportFoundPet, type FoundFields } from './found-reports.actions'
import { PossibleAlerts } from './PossibleAlerts'

/**
 * 'Encontré una mascota': what the pet looks like (species, breed, colours, size, sex, collar
 * and what it says), up to 5 photos, where and when it was found (the map picker, as in the
 * alert dialog), where it is now, and a contact the app relays and never shows. Before sending,
 * the finder may look at the active alerts it could be. Sent through the write queue: offline
 * it is stored and shown pending. Lazy chunk.
 */
export interface FoundReportDialogProps {
  onClose: () => void
  onReported: (message: string) => void
}

export default function FoundReportDialog({ onClose, onReported }: FoundReportDialogProps) {
  const user = useSession().user
  const now = new Date()
  const [fields, setFields] = useState<FoundFields>({
    species: '',
    breed: '',
    colours: [],
    size: '',
    sex: '',
    hasCollar: false,
    collarText: '',
    location: '',
    latitude: null,
    longitude: null,
    foundDate: localDate(now),
    foundTime: localTime(now),
    whereabouts: '',
    placeDetail: '',
    description: '',
    contact: user?.phone ?? user?.email ?? '',
  })
  const [photos, setPhotos] = useState<File[]>([])
  const [errors, setErrors] = useState<FieldErrors<keyof FoundFields>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  function change<K extends keyof FoundFields>(key: K, value: FoundFields[K]) {
    setFields((before) => ({ ...before, [key]: value }))
    setErrors((before) => ({ ...before, [key]: undefined }))
  }
  const text =
    (key: 'breed' | 'collarText' | 'placeDetail' | 'description' | 'contact') => (value: string) =>
      change(key, value)

  function picked(place: PickedLocation) {
    setFields((before) => ({
      ...before,
      latitude: place.latitude,
      longitude: place.longitude,
      location: place.address.address,
    }))
    setErrors((before) => ({ ...before, latitude: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const problems = foundProblems(fields)
    setErrors(problems)
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setIsBusy(true)
    setFailure(null)
    try {
      const result = await reportFoundPet(fields, photos)
      if (!result.ok) return setFailure(result.message || t.dialog.error)
      onReported(result.status === 'queued' ? t.dialog.queued : t.dialog.success)
    } catch {
      setFailure(t.dialog.error)
    } finally {
      setIsBusy(false)
    }
  }

  const isHeld = fields.whereabouts === 'at-vet' || fields.whereabouts === 'at-shelter'
  return (
    <PanelDialog
      look="form"
      isOpen
      title={t.dialog.title}
      closeLabel={t.dialog.close}
      isBusy={isBusy}
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="rounded-2xl bg-brand-50 p-3 text-sm text-gray-700">{t.dialog.intro}</p>
        <ChoiceChips
          label={t.dialog.species}
          options={foundSpecies}
          labels={t.species}
          chosen={fields.species ? [fields.species] : []}
          onChange={([one]) => change('species', one ?? '')}
          required
          error={errors.species}
          disabled={isBusy}
        />
        <TextField
          label={t.dialog.breed}
          value={fields.breed}
          onChange={text('breed')}
          error={errors.breed}
          disabled={isBusy}
        />
        <ChoiceChips
          label={t.dialog.colours}
          options={foundColours}
          labels={t.colours}
          chosen={fields.colours}
          onChange={(colours) => change('colours', colours)}
          multiple
          max={rules.coloursMax}
          required
          error={errors.colours}
          disabled={isBusy}
        />
        <ChoiceChips
          label={t.dialog.size}
          options={foundSizes}
          labels={t.sizes}
          chosen={fields.size ? [fields.size] : []}
          onChange={([one]) => change('size', one ?? '')}
          error={errors.size}
          disabled={isBusy}
        />
        <ChoiceChips
          label={t.dialog.sex}
          options={foundSexes}
          labels={t.sexes}
          chosen={fields.sex ? [fields.sex] : []}
          onChange={([one]) => change('sex', one ?? '')}
          error={errors.sex}
          disabled={isBusy}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-gray-800">
          <input
            type="checkbox"
            checked={fields.hasCollar}
            disabled={isBusy}
            onChange={(event) => change('hasCollar', event.target.checked)}
            className="h-5 w-5 accent-brand-500"
          />
          {t.dialog.collar}
        </label>
        {fields.hasCollar ? (
          <TextField
            label={t.dialog.collarText}
            value={fields.collarText}
            onChange={text('collarText')}
            error={errors.collarText}
            disabled={isBusy}
          />
        ) : null}
        <PhotoField
          label={t.dialog.photos}
          files={photos}
          max={rules.photosMax}
          overflow="drop"
          disabled={isBusy}
          onChange={setPhotos}
        />
        <div>
          <p className="mb-1 text-sm font-semibold text-gray-800">
            {t.dialog.location}
            <span aria-hidden="true"> *</span>
          </p>
          <LazyLocationPicker saved={null} onChange={picked} />
          <FormError message={errors.latitude ?? errors.location ?? null} />
        </div>
        <div className="grid grid-cols-2 items-end gap-3">
          <TextField
            label={t.dialog.date}
            type="date"
            required
            max={localDate(now)}
            value={fields.foundDate}
            onChange={(value) => change('foundDate', value)}
            error={errors.foundDate}
            disabled={isBusy}
          />
          <TextField
            label={t.dialog.time}
            type="time"
            required
            value={fields.foundTime}
            onChange={(value) => change('foundTime', value)}
            error={errors.foundTime}
            disabled={isBusy}
          />
        </div>
        <ChoiceChips
          label={t.dialog.whereabouts}
          options={foundWhereabouts}
          labels={t.whereabouts}
          chosen={fields.whereabouts ? [fields.whereabouts] : []}
          onChange={([one]) => change('whereabouts', one ?? '')}
          required
          error={errors.whereabouts}
          disabled={isBusy}
        />
        {isHeld ? (
          <TextField
            label={t.dialog.placeDetail}
            value={fields.placeDetail}
            onChange={text('placeDetail')}
            error={errors.placeDetail}
            disabled={isBusy}
          />
        ) : null}
        <TextField
          label={t.dialog.description}
          multiline
          placeholder={t.dialog.descriptionHint}
          value={fields.description}
          onChange={text('description')}
          error={errors.description}
          disabled={isBusy}
        />
        <TextField
          label={t.dialog.contact}
          required
          placeholder={t.dialog.contactHint}
          autoComplete="tel"
          value={fields.contact}
          onChange={text('contact')}
          error={errors.contact}
          disabled={isBusy}
        />
        <PossibleAlerts fields={fields} />
        <FormError message={failure} />
        <DialogFooter onCancel={onClose} isBusy={isBusy} labels={t.dialog} />
      </form>
    </PanelDialog>
  )
}
