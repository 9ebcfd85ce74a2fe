import { useId, useState } from 'react'
import { Info, X } from 'lucide-react'
import { settings as t } from '../../i18n/es/settings'
import { SettingsRow, type SettingsRowData } from './SettingsRow'

export type { SettingsRowData }

/** A titled group of settings entries; a 'later' entry's notice shows under the group. */
export function SettingsSection({
  title,
  rows,
}: {
  title: string
  rows: readonly SettingsRowData[]
}) {
  const headingId = useId()
  const [notice, setNotice] = useState<string | null>(null)
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
          <SettingsRow key={row.label} row={row} onLater={setNotice} />
        ))}
      </ul>
      {notice ? (
        <div
          role="status"
          className="mt-2 flex items-start gap-2 rounded-2xl bg-sky-50 px-3 py-2.5 text-sm text-sky-900 ring-1 ring-sky-100"
        >
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <p className="min-w-0 flex-1">{notice}</p>
          <button
            type="button"
            aria-label={t.dismissNotice}
            onClick={() => setNotice(null)}
            className="-m-1 rounded-full p-1 hover:bg-black/5"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </section>
  )
}
