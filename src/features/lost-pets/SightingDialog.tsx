import { lostPetRules } from '@contract/lost-pets.messages'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { useSession } from '../../session/use-session'
import { PhoneField, ReportDialog, SeenFields, TextField, useReportSubmit } from './FormBits'
import { sightingProblems, sightingStart } from './form-rules'
import { ReportedPet } from './ReportedPet'
import { useReportFields } from './use-report-fields'
import { reportSighting, type SightingFields } from './lost-pets.actions'
import type { ListedLostPet } from './lost-pets.repo'

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
  const form = useReportFields<SightingFields>(
    sightingStart(pet, user),
    { place: 'location', date: 'date', time: 'time' },
    { max: lostPetRules.sightingPhotosMax, overflow: 'drop' },
  )
  const { fields, setErrors, text } = form

  const report = useReportSubmit({
    check: () => sightingProblems(pet.id, fields),
    setErrors,
    send: () => reportSighting(pet.id, fields, form.photos),
    texts: t.sighting,
    onDone: onReported,
  })

  return (
    <ReportDialog
      title={t.sighting.title(pet.name)}
      texts={t.sighting}
      report={report}
      onClose={onClose}
    >
      <ReportedPet pet={pet} />
      <SeenFields
        texts={t.sighting}
        form={form}
        saved={pet}
        description={text('description')}
        isBusy={report.isBusy}
      />
      <TextField
        label={t.sighting.contactName}
        required
        autoComplete="name"
        {...text('contactName')}
      />
      <PhoneField label={t.sighting.phone} {...text('contactPhone')} />
    </ReportDialog>
  )
}
