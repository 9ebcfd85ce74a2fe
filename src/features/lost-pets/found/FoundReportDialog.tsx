import {
  foundColours,
  foundReportMessages,
  foundReportRules as rules,
  foundSexes,
  foundSizes,
  foundSpecies,
  foundWhereabouts,
} from '@contract/found-reports.messages'
import { foundPets as t } from '../../../i18n/es/found-pets'
import { foundPetReport as r } from '../../../i18n/es/found-pet-report'
import { useSession } from '../../../session/use-session'
import { ReportDialog, TextField, useReportSubmit, WhereWhenFields } from '../FormBits'
import { localDate, localTime } from '../form-rules'
import { useReportFields } from '../use-report-fields'
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
  const form = useReportFields<FoundFields>(
    {
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
    },
    { place: 'location', date: 'foundDate', time: 'foundTime' },
    { max: rules.photosMax, overflow: 'drop' },
  )
  const { fields, errors, setErrors, change, text } = form

  const report = useReportSubmit({
    check: () => foundProblems(fields),
    setErrors,
    send: () => reportFoundPet(fields, form.photos),
    texts: { ...r.dialog, success: foundReportMessages.createSuccess },
    onDone: onReported,
  })

  /** A one-choice chip row bound to its field, where '' is no choice yet. */
  const oneChoice = <K extends 'species' | 'size' | 'sex' | 'whereabouts'>(key: K) => ({
    chosen: fields[key] ? [fields[key] as Exclude<FoundFields[K], ''>] : [],
    onChange: ([one]: Exclude<FoundFields[K], ''>[]) => change(key, one ?? ''),
    error: errors[key],
  })

  const isHeld = fields.whereabouts === 'at-vet' || fields.whereabouts === 'at-shelter'
  return (
    <ReportDialog title={r.dialog.title} texts={r.dialog} report={report} onClose={onClose}>
      <p className="rounded-2xl bg-brand-50 p-3 text-sm text-gray-700">{r.dialog.intro}</p>
      <ChoiceChips
        label={r.dialog.species}
        options={foundSpecies}
        labels={t.species}
        {...oneChoice('species')}
        required
        disabled={report.isBusy}
      />
      <TextField label={r.dialog.breed} {...text('breed')} disabled={report.isBusy} />
      <ChoiceChips
        label={r.dialog.colours}
        options={foundColours}
        labels={t.colours}
        chosen={fields.colours}
        onChange={(colours) => change('colours', colours)}
        multiple
        max={rules.coloursMax}
        required
        error={errors.colours}
        disabled={report.isBusy}
      />
      <ChoiceChips
        label={r.dialog.size}
        options={foundSizes}
        labels={t.sizes}
        {...oneChoice('size')}
        disabled={report.isBusy}
      />
      <ChoiceChips
        label={r.dialog.sex}
        options={foundSexes}
        labels={t.sexes}
        {...oneChoice('sex')}
        disabled={report.isBusy}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-gray-800">
        <input
          type="checkbox"
          checked={fields.hasCollar}
          disabled={report.isBusy}
          onChange={(event) => change('hasCollar', event.target.checked)}
          className="h-5 w-5 accent-brand-500"
        />
        {r.dialog.collar}
      </label>
      {fields.hasCollar ? (
        <TextField label={r.dialog.collarText} {...text('collarText')} disabled={report.isBusy} />
      ) : null}
      <PhotoField label={r.dialog.photos} {...form.photoField} disabled={report.isBusy} />
      <WhereWhenFields texts={r.dialog} form={form} required disabled={report.isBusy} />
      <ChoiceChips
        label={r.dialog.whereabouts}
        options={foundWhereabouts}
        labels={t.whereabouts}
        {...oneChoice('whereabouts')}
        required
        disabled={report.isBusy}
      />
      {isHeld ? (
        <TextField label={r.dialog.placeDetail} {...text('placeDetail')} disabled={report.isBusy} />
      ) : null}
      <TextField
        label={r.dialog.description}
        multiline
        placeholder={r.dialog.descriptionHint}
        {...text('description')}
        disabled={report.isBusy}
      />
      <TextField
        label={r.dialog.contact}
        required
        placeholder={r.dialog.contactHint}
        autoComplete="tel"
        {...text('contact')}
        disabled={report.isBusy}
      />
      <PossibleAlerts fields={fields} />
    </ReportDialog>
  )
}
