import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { PanelDialog } from '../../ui/PanelDialog'
import { cycles as t } from '../../i18n/es/cycles'
import { CycleCalendar } from './CycleCalendar'
import { CycleRecordForm } from './CycleRecordForm'
import { CycleRecordList } from './CycleRecordList'
import { CycleStatsPanel } from './CycleStatsPanel'
import type { ListedCycleRecord } from './cycles.repo'
import { summarise } from './cycle-view'
import { useCycleRecords } from './use-cycle-records'
import { Notice } from '../../ui/Notice'

/** The pet the dialog is about (a MyPet fits). */
export interface CyclePet {
  id: string
  name: string
  species: string
}

export interface CycleDialogProps {
  pet: CyclePet
  onClose: () => void
}

const TABS = ['calendar', 'stats', 'add'] as const
type Tab = (typeof TABS)[number]

/**
 * The reproductive cycle dialog (spec §2): tabs Calendario (default), Estadísticas and Agregar,
 * over the pet's records from the local database (offline too). A panel dialog (ui/PanelDialog)
 * with the ARIA tabs pattern; arrow keys move between tabs. Lazy chunk.
 */
export default function CycleDialog({ pet, onClose }: CycleDialogProps) {
  const baseId = useId()
  const [tab, setTab] = useState<Tab>('calendar')
  const [editing, setEditing] = useState<ListedCycleRecord | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const { records } = useCycleRecords(pet.id)
  const summary = useMemo(() => summarise(records, pet.species), [records, pet.species])
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const choose = (next: Tab) => {
    setTab(next)
    setMessage(null)
  }
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = (index + step + TABS.length) % TABS.length
    choose(TABS[next] as Tab)
    tabRefs.current[next]?.focus()
  }

  return (
    <PanelDialog isOpen title={t.dialogTitle(pet.name)} closeLabel={t.close} onClose={onClose}>
      <div
        role="tablist"
        aria-label={t.tabsLabel}
        className="mb-3 grid grid-cols-3 gap-1 rounded-full bg-gray-200 p-1"
      >
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[index] = node
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            onKeyDown={(event) => onTabKey(event, index)}
            className={`min-h-11 rounded-full text-sm font-semibold ${
              tab === name ? 'bg-white text-brand-700 shadow-sm' : 'text-gray-700'
            }`}
          >
            {t.tabs[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {message ? (
          <Notice kind="success" className="mb-3">
            {message}
          </Notice>
        ) : null}
        {tab === 'calendar' ? <CycleCalendar records={records} /> : null}
        {tab === 'stats' ? <CycleStatsPanel summary={summary} /> : null}
        {tab === 'add' ? (
          <div className="flex flex-col gap-4">
            <CycleRecordForm
              key={editing?.id ?? 'new'}
              petId={pet.id}
              editing={editing}
              onCancelEdit={() => setEditing(null)}
              onDone={(text) => {
                setEditing(null)
                setMessage(text)
              }}
            />
            <CycleRecordList
              records={records}
              onEdit={(record) => {
                setEditing(record)
                setMessage(null)
              }}
              onMessage={setMessage}
            />
          </div>
        ) : null}
      </div>
    </PanelDialog>
  )
}
