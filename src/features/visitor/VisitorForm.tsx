import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { VisitorFormName, VisitorFormsState } from '@contract/public-page'
import { visitorRules, type VisitorRule } from '@contract/visitor-rules'
import { TextAreaField, TextField } from '../../ui/TextField'
import { sendVisitorPost } from './visitor.api'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'

export interface VisitorField {
  name: string
  label: string
  type?: 'text' | 'tel' | 'date' | 'time' | 'textarea'
  /** the field's rule from visitor-rules.ts: the server's own check and Spanish message */
  rule: VisitorRule
  required?: boolean
  defaultValue?: string
  max?: string
  maxLength?: number
  placeholder?: string
  autoComplete?: string
}

/** The name and phone every visitor form asks for (the server's `visitor` fields). */
export const contactFields = (nameLabel: string, phoneLabel: string): VisitorField[] => [
  { name: 'name', label: nameLabel, required: true, autoComplete: 'name', rule: visitorRules.name },
  {
    name: 'phone',
    label: phoneLabel,
    type: 'tel',
    required: true,
    autoComplete: 'tel',
    rule: visitorRules.phone,
  },
]

/** A visitor form's own words (an i18n object of that shape, e.g. publicPet.notify). */
export interface VisitorFormTexts {
  title: string
  hint?: string
  send: string
  sending: string
  sendError: string
}

/** What to add to the post once the fields pass, or why not to send it. */
export type Preparation = { extra: Record<string, unknown> } | { error: string }

interface VisitorFormProps {
  /** the form's `_form` value when it is posted as a plain HTML form */
  name: VisitorFormName
  /** the page's own path: where the plain form posts without JavaScript */
  pagePath: string
  /** the server-rendered page's form state (its key, a refusal to show again) */
  state?: VisitorFormsState | undefined
  /**
   * The heading, a line of guidance over the fields, the button as it reads idle and while the
   * post is sent, and the refusal shown when the server gave no message (no connection).
   */
  texts: VisitorFormTexts
  icon: ReactNode
  path: string
  fields: VisitorField[]
  /** a step between the checks and the post (e.g. asking for the finder's position) */
  prepare?: { label: string; run: (form: FormData) => Promise<Preparation> }
  /** controls under the fields that are not posted as they are (e.g. a consent box) */
  children?: ReactNode
}

type FieldErrors = Partial<Record<string, string>>

/** The key of one write from this form (a UUID: what the server's form key pattern takes). */
function newFormKey(): string {
  return crypto.randomUUID()
}

/**
 * One visitor form (a sighting, a message, 'Avisar al dueño'). Without JavaScript it is a plain
 * HTML form posting to the page's path, which the server checks with the same rules and answers
 * with a page. With JavaScript each field is checked with the server's rule before anything is
 * sent (no browser bubbles): the Spanish message shows under the field, tied to it, and the
 * first field in error takes the focus. The server's refusal shows under the button; a success
 * replaces the form. Both ways carry the same form key, so a double submit is one write.
 */
export function VisitorForm(props: VisitorFormProps) {
  const { texts, fields, prepare } = props
  const id = useId()
  const refused = props.state?.refused?.form === props.name ? props.state.refused : null
  const [formKey] = useState(() => props.state?.formKey ?? newFormKey())
  const [stage, setStage] = useState<'idle' | 'preparing' | 'sending'>('idle')
  const [errors, setErrors] = useState<FieldErrors>(() => refused?.errors ?? {})
  const [failure, setFailure] = useState<string | null>(() => refused?.message ?? null)
  const [done, setDone] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(
      fields.map((field) => {
        const value = data.get(field.name)
        return [field.name, typeof value === 'string' ? value.trim() : '']
      }),
    )
    const problems: FieldErrors = {}
    for (const field of fields) {
      const problem = field.rule(values[field.name] ?? '')
      if (problem) problems[field.name] = problem
    }
    setErrors(problems)
    setFailure(null)
    const firstBad = fields.find((field) => problems[field.name])
    if (firstBad) {
      form.querySelector<HTMLElement>(`[name="${firstBad.name}"]`)?.focus()
      return
    }
    let extra: Record<string, unknown> = {}
    if (prepare) {
      setStage('preparing')
      const prepared = await prepare.run(data)
      if ('error' in prepared) {
        setStage('idle')
        setFailure(prepared.error)
        return
      }
      extra = prepared.extra
    }
    setStage('sending')
    const result = await sendVisitorPost(props.path, { ...values, ...extra, formKey })
    setStage('idle')
    if (result.ok) setDone(result.message)
    else setFailure(result.message ?? texts.sendError)
  }

  const clear = (name: string) => () => {
    if (errors[name]) setErrors((before) => ({ ...before, [name]: undefined }))
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        {props.icon}
        {texts.title}
      </h2>
      {done ? (
        <Notice kind="success" className="mt-3">
          {done}
        </Notice>
      ) : (
        <form
          method="post"
          action={props.pagePath}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-3 flex flex-col gap-3"
        >
          <input type="hidden" name="_form" value={props.name} />
          <input type="hidden" name="formKey" value={formKey} />
          {texts.hint ? <p className="text-sm text-gray-600">{texts.hint}</p> : null}
          {fields.map(({ rule: _rule, type, defaultValue, ...field }) =>
            type === 'textarea' ? (
              <TextAreaField
                key={field.name}
                {...field}
                defaultValue={refused?.values[field.name] ?? defaultValue}
                rows={3}
                error={errors[field.name]}
                onChange={clear(field.name)}
              />
            ) : (
              <TextField
                key={field.name}
                {...field}
                defaultValue={refused?.values[field.name] ?? defaultValue}
                type={type ?? 'text'}
                error={errors[field.name]}
                onChange={clear(field.name)}
              />
            ),
          )}
          {props.children}
          {failure ? (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          ) : null}
          <Button type="submit" disabled={stage !== 'idle'} size="lg">
            {stage === 'preparing' && prepare
              ? prepare.label
              : stage === 'sending'
                ? texts.sending
                : texts.send}
          </Button>
        </form>
      )}
    </section>
  )
}
