import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { publicAlert as t } from '../../i18n/es/public-alert'
import { sendVisitorPost } from './public-alert.api'

export interface VisitorField {
  name: string
  label: string
  type?: 'text' | 'tel' | 'date' | 'time' | 'textarea'
  required?: boolean
  defaultValue?: string
  max?: string
}

interface VisitorFormProps {
  title: string
  path: string
  fields: VisitorField[]
  submitLabel: string
  sendingLabel: string
  /** extra fields the form sends as they are (e.g. the last-seen coordinates) */
  extra?: Record<string, unknown>
  icon?: ReactNode
}

/**
 * One visitor form (a sighting or a message): plain inputs, the server validates and answers
 * in Spanish; its message is shown under the button, a success replaces the form.
 */
export function VisitorForm(props: VisitorFormProps) {
  const { title, path, fields, submitLabel, sendingLabel } = props
  const id = useId()
  const [isSending, setIsSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(event.currentTarget).entries())
    setIsSending(true)
    setError(null)
    const result = await sendVisitorPost(path, { ...data, ...props.extra })
    setIsSending(false)
    if (result.ok) setDone(result.message)
    else setError(result.message ?? t.sendError)
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        {props.icon}
        {title}
      </h2>
      {done ? (
        <p role="status" className="mt-3 rounded-xl bg-green-50 p-3 text-green-800">
          {done}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3">
          {fields.map((field) => (
            <label
              key={field.name}
              className="flex flex-col gap-1 text-sm font-medium text-gray-700"
            >
              {field.label}
              {field.type === 'textarea' ? (
                <textarea
                  name={field.name}
                  required={field.required}
                  rows={3}
                  className="rounded-xl border border-gray-300 px-3 py-2 text-base"
                />
              ) : (
                <input
                  name={field.name}
                  type={field.type ?? 'text'}
                  required={field.required}
                  defaultValue={field.defaultValue}
                  max={field.max}
                  className="rounded-xl border border-gray-300 px-3 py-2 text-base"
                />
              )}
            </label>
          ))}
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={isSending}
            className="rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white disabled:opacity-60"
          >
            {isSending ? sendingLabel : submitLabel}
          </button>
        </form>
      )}
    </section>
  )
}
