import { useState } from 'react'
import { Undo2 } from 'lucide-react'
import type { DiscoverPet } from '../discover'
import { errorMessage } from '../../api/http'
import { premium as t } from '../../i18n/es/premium'
import { undoLastPass } from '../premium'

interface UndoPassButtonProps {
  /** the pet of the latest pass the server recorded */
  pet: DiscoverPet
  onUndone: (pet: DiscoverPet) => void
  onError: (message: string) => void
}

/**
 * Premium 'Deshacer' on the swipe home (its own chunk: only premium users who just passed load
 * it). The server undoes the pass only if it is still the latest one on this pet, so the card
 * that comes back is the one the user saw go.
 */
export function UndoPassButton({ pet, onUndone, onError }: UndoPassButtonProps) {
  const [isBusy, setIsBusy] = useState(false)

  async function undo() {
    setIsBusy(true)
    try {
      await undoLastPass(pet.id)
      onUndone(pet)
    } catch (failure) {
      onError(await errorMessage(failure, t.undoError))
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <button
      type="button"
      disabled={isBusy}
      onClick={() => void undo()}
      aria-label={t.undoLastCard(pet.name)}
      title={t.undoLastCard(pet.name)}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-amber-300 bg-amber-50 text-amber-800 shadow-sm hover:bg-amber-100 disabled:opacity-60"
    >
      <Undo2 aria-hidden="true" className="h-5 w-5" />
    </button>
  )
}
