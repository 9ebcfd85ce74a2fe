/** An on/off switch with its own label and optional help text (role switch, 44 px tall row). */
export function Switch({
  id,
  label,
  help,
  isOn,
  isDisabled = false,
  onChange,
}: {
  id: string
  label: string
  help?: string
  isOn: boolean
  isDisabled?: boolean
  onChange: (next: boolean) => void
}) {
  return (
    <div className="flex min-h-11 items-center gap-3 py-2">
      <div className="min-w-0 flex-1">
        <span id={`${id}-label`} className="block text-sm font-medium text-gray-900">
          {label}
        </span>
        {help ? (
          <span id={`${id}-help`} className="block text-xs text-gray-500">
            {help}
          </span>
        ) : null}
      </div>
      <SwitchButton
        isOn={isOn}
        labelledBy={`${id}-label`}
        describedBy={help ? `${id}-help` : undefined}
        isDisabled={isDisabled}
        onClick={() => onChange(!isOn)}
      />
    </div>
  )
}

/** The switch control alone, for rows that lay out their own label (role switch). */
export function SwitchButton({
  isOn,
  labelledBy,
  describedBy,
  isDisabled = false,
  onClick,
}: {
  isOn: boolean
  labelledBy: string
  describedBy?: string | undefined
  isDisabled?: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={isDisabled}
      onClick={onClick}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 ${
        isOn ? 'bg-brand-500' : 'bg-gray-300'
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
          isOn ? 'translate-x-6' : 'translate-x-1'
        }`}
      />
    </button>
  )
}
