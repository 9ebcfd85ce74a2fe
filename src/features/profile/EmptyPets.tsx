import { PawPrint, Plus } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'
import { EmptyState } from '../../ui/EmptyState'

/** No pets yet: matching needs at least one. */
export function EmptyPets() {
  return (
    <EmptyState
      icon={PawPrint}
      title={t.emptyTitle}
      text={t.emptyText}
      action={{ to: '/add-pet', label: t.addPet, icon: Plus }}
      isCompact
    />
  )
}
