import { useState, type FormEvent } from 'react'
import {
  cycleBehaviors,
  cycleDischarges,
  cyclePhases,
  cycleRules,
  cycleSymptoms,
  type CycleSymptom,
} from '@contract/cycles.messages'
import { localToday } from '@contract/cycle-prediction'
import { cycles as t } from '../../i18n/es/cycles'
import { addCycleRecord, updateCycleRecord } from './cycles.actions'
import type { ListedCycleRecord } from './cycles.repo'
import {
  checkCycleForm,
  emptyCycleForm,
  formOf,
  type CycleFormErrors,
  type CycleFormValues,
} from './cycle-form'
import { formatDay } from './cycle-view'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { Field, fieldControlClassName, TextAreaField, TextField } from '../../ui/TextField'

/** One of the contract's values by its Spanish name; the blank first option is none. */
function ChoiceField<V extends string>(props: {
  label: string
  value: V | ''
  options: readonly V[]
  names: Record<V, string>
  onChange: (value: V | '') => void
  error: string | undefined
  isRequired?: boolean
}) {
  return (
    <Field
      label={props.label}
      error={props.error}
      render={(a11y) => (
        <select
          {...a11y}
          required={props.isRequired}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as V | '')}
          className={`${fieldControlClassName(Boolean(props.error))} min-h-11 text-gray-900`}
        >
          <option value="">{t.form.none}</option>
          {props.options.map((value) => (
            <option key={value} value={value}>
              {props.names[value]}
            </option>
          ))}
        </select>
      )}
    />
  )
}

/**
 * Agregar (spec §2, §5 'Cycle record'): date, phase, temperature (35–42 °C, step 0.1,
 * optional), symptoms, behaviour, discharge and notes. Saving queues the write (offline too)
 * and reports 'saved' or 'queued'; editing an existing record fills the form with it.
 */
export function CycleRecordForm(props: {
  petId: string
  editing: ListedCycleRecord | null
  onCancelEdit: () => void
  onDone: (message: string) => void
}) {
  const { petId, editing } = props
  const [values, setValues] = useState<CycleFormValues>(() =>
    editing ? formOf(editing) : emptyCycleForm(),
  )
  const [errors, setErrors] = useState<CycleFormErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const set = <K extends keyof CycleFormValues>(key: K, value: CycleFormValues[K]) => {
    setValues((before) => ({ ...before, [key]: value }))
    setErrors((before) => ({ ...before, [key]: undefined }))
  }
  const toggle = (symptom: CycleSymptom) =>
    set(
      'symptoms',
      values.symptoms.includes(symptom)
        ? values.symptoms.filter((item) => item !== symptom)
        : [...values.symptoms, symptom],
    )

  /** A typed field's label, error, value and change handler, bound to one key of the form. */
  const text = (key: 'date' | 'temperature' | 'notes') => ({
    label: t.form[key],
    error: errors[key],
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  })
  /** The same for a choice among the contract's values. */
  const choice = <K extends 'phase' | 'behavior' | 'discharge'>(key: K) => ({
    label: t.form[key],
    error: errors[key],
    value: values[key],
    onChange: (value: CycleFormValues[K]) => set(key, value),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const checked = checkCycleForm(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setIsBusy(true)
    setFailure(null)
    try {
      const result = editing
        ? await updateCycleRecord(editing.id, checked.input)
        : await addCycleRecord(petId, checked.input)
      if (!result.ok) return setFailure(result.message)
      if (!editing) setValues(emptyCycleForm())
      props.onDone(result.status === 'queued' ? t.form.queued : t.form.saved)
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {/* Disabled while saving: what is typed meanwhile would be lost when the form resets. */}
      <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-3">
        {editing ? (
          <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
            {t.form.editing(formatDay(editing.date))}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <TextField {...text('date')} type="date" required max={localToday()} />
          <ChoiceField {...choice('phase')} options={cyclePhases} names={t.phases} isRequired />
        </div>
        <TextField
          {...text('temperature')}
          hint={t.form.temperatureHint}
          type="number"
          inputMode="decimal"
          min={cycleRules.temperatureMin}
          max={cycleRules.temperatureMax}
          step={cycleRules.temperatureStep}
          placeholder={cycleRules.temperatureHint.toFixed(1)}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-gray-800">{t.form.symptoms}</legend>
          <div className="grid grid-cols-2 gap-1.5">
            {cycleSymptoms.map((symptom) => (
              <label
                key={symptom}
                className="flex min-h-11 items-center gap-2 rounded-xl bg-gray-50 px-2.5 text-sm text-gray-800"
              >
                <input
                  type="checkbox"
                  checked={values.symptoms.includes(symptom)}
                  onChange={() => toggle(symptom)}
                  className="h-4 w-4 accent-brand-600"
                />
                {t.symptoms[symptom]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <ChoiceField {...choice('behavior')} options={cycleBehaviors} names={t.behaviors} />
          <ChoiceField {...choice('discharge')} options={cycleDischarges} names={t.discharges} />
        </div>
        <TextAreaField {...text('notes')} rows={2} maxLength={cycleRules.notesMaxLength + 100} />
        {failure ? <Notice kind="error">{failure}</Notice> : null}
        <div className="flex gap-2">
          {editing ? (
            <Button
              onClick={props.onCancelEdit}
              disabled={isBusy}
              variant="secondary"
              className="flex-1"
            >
              {t.form.cancelEdit}
            </Button>
          ) : null}
          <Button type="submit" disabled={isBusy} className="flex-1">
            {isBusy ? t.form.saving : editing ? t.form.saveChanges : t.form.save}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}
