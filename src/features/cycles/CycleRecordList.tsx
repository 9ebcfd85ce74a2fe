import { useState } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import { PendingBadge } from '../offline'
import { cycles as t } from '../../i18n/es/cycles'
import { deleteCycleRecord } from './cycles.actions'
import type { ListedCycleRecord } from './cycles.repo'
import { formatShortDay, phaseDotClass } from './cycle-view'

const SMALL =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2.5 text-xs font-semibold'

/**
 * The pet's records, newest first, each editable and removable (with a one-line confirmation).
 * Pending ones are marked; a refused one shows the server's message.
 */
export function CycleRecordList(props: {
  records: readonly ListedCycleRecord[]
  onEdit: (record: ListedCycleRecord) => void
  onMessage: (message: string) => void
}) {
  const [asking, setAsking] = useState<string | null>(null)
  if (props.records.length === 0) return null

  async function remove(record: ListedCycleRecord) {
    setAsking(null)
    const result = await deleteCycleRecord(record.id)
    props.onMessage(
      result.ok ? (result.status === 'queued' ? t.form.queued : t.form.deleted) : result.message,
    )
  }

  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-gray-900">{t.list.title}</h3>
      <ul className="flex flex-col gap-1.5">
        {[...props.records].reverse().map((record) => {
          const day = formatShortDay(record.date)
          return (
            <li
              key={record.id}
              className="rounded-xl bg-white px-3 py-1.5 ring-1 ring-gray-100"
              data-record-date={record.date}
            >
              <div className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`h-2.5 w-2.5 shrink-0 rounded-full ${phaseDotClass[record.phase]}`}
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-gray-900">{day}</p>
                  <p className="truncate text-gray-600">
                    {t.phases[record.phase]}
                    {record.temperature !== null
                      ? ` · ${t.list.temperature(record.temperature)}`
                      : ''}
                  </p>
                </div>
                {record.syncState === 'pending' ? <PendingBadge /> : null}
                <button
                  type="button"
                  aria-label={t.list.edit(day)}
                  onClick={() => props.onEdit(record)}
                  className={`${SMALL} text-brand-700 hover:bg-brand-50`}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  aria-label={t.list.remove(day)}
                  onClick={() => setAsking(record.id)}
                  className={`${SMALL} text-gray-500 hover:bg-red-50 hover:text-red-700`}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
              {record.syncState === 'failed' && record.syncError ? (
                <p className="mt-1 text-xs text-red-700">{record.syncError}</p>
              ) : null}
              {asking === record.id ? (
                <div role="group" className="mt-1 flex items-center gap-2 text-sm">
                  <span className="flex-1 text-gray-800">{t.list.confirm(day)}</span>
                  <button
                    type="button"
                    onClick={() => void remove(record)}
                    className={`${SMALL} bg-red-600 text-white hover:bg-red-700`}
                  >
                    {t.list.yes}
                  </button>
                  <button
                    type="button"
                    onClick={() => setAsking(null)}
                    className={`${SMALL} bg-gray-100 text-gray-800`}
                  >
                    {t.list.no}
                  </button>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
