import { useId } from 'react'

/**
 * A labelled row of toggle chips: one choice (radio-like, pressing the chosen one again clears
 * it when `clearable`) or several up to `max`. Buttons with aria-pressed, 44 px tall.
 */
export function ChoiceChips<T extends string>(props: {
  label: string
  options: readonly T[]
  labels: Record<T, string>
  chosen: readonly T[]
  onChange: (chosen: T[]) => void
  multiple?: boolean
  max?: number
  required?: boolean
  error?: string | undefined
  disabled?: boolean
}) {
  const labelId = useId()
  const errorId = useId()
  const toggle = (option: T) => {
    const isChosen = props.chosen.includes(option)
    if (!props.multiple) return props.onChange(isChosen && !props.required ? [] : [option])
    if (isChosen) return props.onChange(props.chosen.filter((one) => one !== option))
    if (props.max !== undefined && props.chosen.length >= props.max) return
    props.onChange([...props.chosen, option])
  }
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={props.error ? errorId : undefined}
      // A group cannot carry aria-invalid: this marks it for the form's first-error focus.
      data-invalid={props.error ? true : undefined}
    >
      <p id={labelId} className="mb-1 text-sm font-semibold text-gray-800">
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </p>
      <div className="flex flex-wrap gap-2">
        {props.options.map((option) => {
          const isChosen = props.chosen.includes(option)
          return (
            <button
              key={option}
              type="button"
              aria-pressed={isChosen}
              disabled={props.disabled}
              onClick={() => toggle(option)}
              className={`min-h-11 rounded-full px-3 text-sm font-semibold ring-1 ${
                isChosen
                  ? 'bg-brand-500 text-white ring-brand-500'
                  : 'bg-white text-gray-800 ring-gray-300'
              }`}
            >
              {props.labels[option]}
            </button>
          )
        })}
      </div>
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}
