import { lostPetRules, urgencyLevels, type UrgencyLevel } from '@contract/lost-pets.messages'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { useSession } from '../../session/use-session'
import { PhoneField, ReportDialog, SeenFields, TextField, useReportSubmit } from './FormBits'
import { alertProblems, localDate, localTime } from './form-rules'
import { ReportedPet } from './ReportedPet'
import { useReportFields } from './use-report-fields'
import { reportLostPet, type AlertFields, type AlertPet } from './lost-pets.actions'

/**
 * The lost-pet alert dialog (spec §2, §4 'Lost-alert dialog', §5, §8): pet summary, urgency
 * (medium by default), the map picker (starting from the device's position), date, time,
 * description, up to 5 photos, phone, e-mail, reward and notes. 'Crear Alerta' queues the
 * alert (photos included) and closes; offline it is kept and published later. Lazy chunk.
 */
export interface LostAlertDialogProps {
  pet: AlertPet
  onClose: () => void
  /** the dialog closed after queuing the alert: the text to show (success or 'queued') */
  onCreated: (message: string) => void
}

const URGENCY_COLOURS: Record<UrgencyLevel, string> = {
  low: 'peer-checked:bg-green-600',
  medium: 'peer-checked:bg-amber-500',
  high: 'peer-checked:bg-orange-600',
  critical: 'peer-checked:bg-red-600',
}

export default function LostAlertDialog({ pet, onClose, onCreated }: LostAlertDialogProps) {
  const user = useSession().user
  const now = new Date()
  const form = useReportFields<AlertFields>(
    {
      urgencyLevel: 'medium',
      lastSeenLocation: '',
      latitude: null,
      longitude: null,
      lastSeenDate: localDate(now),
      lastSeenTime: localTime(now),
      description: '',
      contactPhone: user?.phone ?? '',
      contactEmail: '',
      reward: '',
      additionalNotes: '',
    },
    { place: 'lastSeenLocation', date: 'lastSeenDate', time: 'lastSeenTime' },
    { max: lostPetRules.alertPhotosMax, overflow: 'refuse' },
  )
  const { fields, setErrors, set, text } = form

  const report = useReportSubmit({
    check: () => alertProblems(pet.id, fields),
    setErrors,
    send: () => reportLostPet(pet, fields, form.photos),
    texts: t.alert,
    onDone: onCreated,
  })

  return (
    <ReportDialog
      title={t.alert.title(pet.name, pet.gender)}
      texts={t.alert}
      tone="urgent"
      report={report}
      onClose={onClose}
    >
      <ReportedPet pet={pet} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-gray-800">{t.alert.urgency}</legend>
        <div className="grid grid-cols-2 gap-2">
          {urgencyLevels.map((level) => (
            <label key={level} className="block">
              <input
                type="radio"
                name="urgency"
                value={level}
                checked={fields.urgencyLevel === level}
                onChange={() => set('urgencyLevel')(level)}
                className="peer sr-only"
              />
              <span
                className={`flex min-h-11 items-center rounded-xl bg-gray-100 px-2.5 py-1.5 text-xs leading-tight font-semibold text-gray-800 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500 ${URGENCY_COLOURS[level]}`}
              >
                {t.urgency[level]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SeenFields
        texts={t.alert}
        form={form}
        description={text('description')}
        isBusy={report.isBusy}
      />
      <PhoneField label={t.alert.phone} {...text('contactPhone')} />
      <TextField
        label={t.alert.email}
        type="email"
        autoComplete="email"
        {...text('contactEmail')}
      />
      <TextField label={t.alert.reward} {...text('reward')} />
      <TextField label={t.alert.notes} multiline {...text('additionalNotes')} />
    </ReportDialog>
  )
}
