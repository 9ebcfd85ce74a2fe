import { useId } from 'react'
import { SettingsRow, type SettingsRowData } from './SettingsRow'

export type { SettingsRowData }

/** A titled group of settings entries. */
export function SettingsSection({
  title,
  rows,
}: {
  title: string
  rows: readonly SettingsRowData[]
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="mb-2 px-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
      >
        {title}
      </h2>
      <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl bg-white shadow-sm">
        {rows.map((row) => (
          <SettingsRow key={row.label} row={row} />
        ))}
      </ul>
    </section>
  )
}
