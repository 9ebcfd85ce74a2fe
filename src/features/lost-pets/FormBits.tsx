import { useState, type FormEvent, type ReactNode } from 'react'
import type { MutationResult } from '../../sync'
import { LazyLocationPicker } from '../map'
import { DialogActions } from '../../ui/DialogActions'
import { Notice } from '../../ui/Notice'
import { PanelDialog } from '../../ui/PanelDialog'
import { TextAreaField, TextField as UiTextField } from '../../ui/TextField'
import { localDate } from './form-rules'
import { PhotoField } from './PhotoField'
import type { BoundText, ReportBindings } from './use-report-fields'

/**
 * The report dialogs' text field: the ui field over a controlled value, required ones starred.
 */
export function TextField({
  onChange,
  required,
  multiline,
  type = 'text',
  max,
  ...props
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  type?: 'text' | 'tel' | 'email' | 'date' | 'time'
  max?: string
  required?: boolean
  multiline?: boolean
  placeholder?: string
  autoComplete?: string
  disabled?: boolean
}) {
  const shared = { ...props, required, hasRequiredMark: required }
  return multiline ? (
    <TextAreaField {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <UiTextField
      {...shared}
      type={type}
      max={max}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

/** The reporter's phone: required, with the device's phone autofill. */
export function PhoneField(props: { label: string } & BoundText) {
  return <TextField type="tel" required autoComplete="tel" {...props} />
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return <Notice kind="error">{message}</Notice>
}

/**
 * The report dialogs' frame (alert, sighting, found pet): the form panel, the send's refusal
 * under the fields, and a sticky footer with Cancelar beside the submit button, which reads its
 * busy label while the report is sent. The alert's submit is red (an emergency), the others
 * brand. `report` is what useReportSubmit gives.
 */
export function ReportDialog(props: {
  title: string
  texts: { close: string; cancel: string; submit: string; submitting: string }
  tone?: 'urgent' | 'brand'
  report: {
    isBusy: boolean
    failure: string | null
    submit: (event: FormEvent<HTMLFormElement>) => void
  }
  onClose: () => void
  children: ReactNode
}) {
  const { title, texts, tone = 'brand', report, onClose } = props
  return (
    <PanelDialog
      look="form"
      isOpen
      title={title}
      closeLabel={texts.close}
      isBusy={report.isBusy}
      onClose={onClose}
    >
      <form noValidate onSubmit={report.submit} className="flex flex-col gap-4">
        {props.children}
        <FormError message={report.failure} />
        {/* -bottom-4: Chromium sticks it inside the dialog's padding, which let the fields
            scroll into view under the buttons. */}
        <DialogActions
          className="sticky -bottom-4 -mx-4 -mb-4 bg-white p-4 pt-2"
          tone={tone === 'urgent' ? 'danger' : 'primary'}
          cancelLabel={texts.cancel}
          confirmLabel={report.isBusy ? texts.submitting : texts.submit}
          isBusy={report.isBusy}
          onCancel={onClose}
        />
      </form>
    </PanelDialog>
  )
}

/** Where the picker starts (the lost pet's last-seen place), when the report has one. */
interface SavedPlace {
  latitude: number | null
  longitude: number | null
  /** the place's name as its report gave it, shown for that point instead of a lookup */
  lastSeenLocation?: string
}

/**
 * The picker's start: a saved place with its name starts there named (an offline lookup would
 * only say 'cerca de San Salvador' for a place its report called 'Parque Cuscatlán'); without
 * a name it is looked up; without a place the picker asks the device.
 */
function startOf(saved: SavedPlace | undefined) {
  if (!saved || saved.latitude === null || saved.longitude === null) return { saved: null }
  const point = { latitude: saved.latitude, longitude: saved.longitude }
  return saved.lastSeenLocation
    ? { initial: point, initialAddress: saved.lastSeenLocation }
    : { saved: point }
}

/**
 * Where and when it happened: the map picker with its address and the place's error under it,
 * then a date (today at most) beside a time, both required.
 */
export function WhereWhenFields(props: {
  texts: { location: string; date: string; time: string }
  form: Pick<ReportBindings, 'where' | 'when'>
  /** stars the place (the found report) */
  required?: boolean
  saved?: SavedPlace | undefined
  disabled?: boolean
}) {
  const { texts, form, saved } = props
  return (
    <>
      <div>
        <p className="mb-1 text-sm font-semibold text-gray-800">
          {texts.location}
          {props.required ? <span aria-hidden="true"> *</span> : null}
        </p>
        <LazyLocationPicker
          {...startOf(saved)}
          onChange={form.where.onChange}
          onMoveStart={form.where.onMove}
        />
        <FormError message={form.where.error ?? null} />
      </div>
      <div className="grid grid-cols-2 items-end gap-3">
        <TextField
          label={texts.date}
          type="date"
          required
          max={localDate()}
          disabled={props.disabled}
          {...form.when.date}
        />
        <TextField
          label={texts.time}
          type="time"
          required
          disabled={props.disabled}
          {...form.when.time}
        />
      </div>
    </>
  )
}

/**
 * What was seen, in the alert and the sighting: where and when, the description (required, with
 * its hint) and the photos, which cannot change while the report is sent.
 */
export function SeenFields(props: {
  texts: {
    location: string
    date: string
    time: string
    description: string
    descriptionHint: string
    photos: string
  }
  form: ReportBindings
  saved?: SavedPlace
  description: BoundText
  isBusy: boolean
}) {
  const { texts, form } = props
  return (
    <>
      <WhereWhenFields texts={texts} form={form} saved={props.saved} />
      <TextField
        label={texts.description}
        multiline
        required
        placeholder={texts.descriptionHint}
        {...props.description}
      />
      <PhotoField label={texts.photos} {...form.photoField} disabled={props.isBusy} />
    </>
  )
}

/**
 * The report dialogs' send: the form's own check first (the first field in error is focused,
 * since the form is long), then the write through the queue, whose answer picks the message
 * ('queued' offline, else sent); a refusal or a throw stays in the dialog as `failure`.
 */
export function useReportSubmit<Problems extends object>(props: {
  check: () => Problems
  setErrors: (problems: Problems) => void
  send: () => Promise<MutationResult>
  texts: { error: string; queued: string; success: string }
  onDone: (message: string) => void
}) {
  const [isBusy, setIsBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const problems = props.check()
    props.setErrors(problems)
    if (Object.values(problems).some((message) => message !== undefined)) {
      // A field, or the first choice of a chip group (ChoiceChips), whichever comes first.
      const firstInvalid = '[aria-invalid="true"], [data-invalid] button'
      requestAnimationFrame(() => form.querySelector<HTMLElement>(firstInvalid)?.focus())
      return
    }
    setIsBusy(true)
    setFailure(null)
    try {
      const result = await props.send()
      if (!result.ok) return setFailure(result.message || props.texts.error)
      props.onDone(result.status === 'queued' ? props.texts.queued : props.texts.success)
    } catch {
      setFailure(props.texts.error)
    } finally {
      setIsBusy(false)
    }
  }

  return { isBusy, failure, submit: (event: FormEvent<HTMLFormElement>) => void submit(event) }
}
