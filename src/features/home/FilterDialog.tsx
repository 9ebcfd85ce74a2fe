import { useId, useState } from 'react'
import type { DiscoverFilters } from '../discover'
import { home as t } from '../../i18n/es/home'
import { ModalDialog } from '../../ui/ModalDialog'
import { FilterFields } from './FilterFields'
import { draftOf, filtersOf, isAgeRangeReversed } from './filter-draft'
import { useUnsavedForm } from '../../ui/unsaved-forms'
import { Button } from '../../ui/Button'

export interface FilterDialogProps {
  filters: DiscoverFilters
  onApply: (next: DiscoverFilters) => void
  onClear: () => void
  onClose: () => void
}

const SECONDARY =
  'min-h-11 whitespace-nowrap rounded-full border border-gray-300 bg-white px-3.5 font-semibold text-gray-700 hover:bg-gray-100'

/**
 * 'Filtros' (spec §3, §5): age 0–30, gender, breed and distance 5–100 in steps of 5. Mounted
 * only while open, so every opening starts from the filters in force; nothing changes until
 * 'Aplicar'. 'Limpiar' puts every filter back to its default at once.
 */
export function FilterDialog({ filters, onApply, onClear, onClose }: FilterDialogProps) {
  // An app update waits while this text exists only here (src/ui/unsaved-forms).
  const markEdited = useUnsavedForm()
  const titleId = useId()
  const [draft, setDraft] = useState(() => draftOf(filters))
  const isReversed = isAgeRangeReversed(draft)
  return (
    <ModalDialog
      isOpen={true}
      aria-labelledby={titleId}
      onDismiss={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-5 shadow-2xl backdrop:bg-gray-950/50"
    >
      {/* No browser validation bubbles (not in Spanish everywhere): ages are clamped to 0–30. */}
      <form
        onInput={markEdited}
        method="dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (isReversed) return
          onApply(filtersOf(draft))
          onClose()
        }}
        className="flex flex-col gap-4"
      >
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {t.filters.title}
        </h2>
        <FilterFields draft={draft} isAgeReversed={isReversed} onChange={setDraft} />
        {/* One row even at 390 px ('Aplicar' wrapped onto its own line). */}
        <div className="flex justify-end gap-2 pt-1">
          <button
            type="button"
            onClick={() => {
              onClear()
              onClose()
            }}
            className={`${SECONDARY} mr-auto`}
          >
            {t.filters.clear}
          </button>
          <button type="button" onClick={onClose} className={SECONDARY}>
            {t.filters.cancel}
          </button>
          <Button type="submit" disabled={isReversed} className="whitespace-nowrap">
            {t.filters.apply}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
