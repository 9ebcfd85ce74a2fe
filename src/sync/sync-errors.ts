import { useSyncExternalStore } from 'react'

/**
 * Refusals that arrive after the action that caused them has returned: a retried request or a
 * service-worker replay the server answered with a 4xx. The change has been rolled back; the UI
 * shows these Spanish messages (a toast or a banner) and dismisses them.
 */
export interface SyncError {
  id: number
  message: string
}

type Listener = () => void

let errors: readonly SyncError[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit(next: readonly SyncError[]): void {
  errors = next
  for (const listener of listeners) listener()
}

export const syncErrors = {
  getSnapshot: (): readonly SyncError[] => errors,
  subscribe(this: void, listener: Listener): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  push(this: void, message: string): void {
    emit([...errors, { id: nextId++, message }])
  },
  dismiss(this: void, id: number): void {
    emit(errors.filter((error) => error.id !== id))
  },
  clear(this: void): void {
    if (errors.length > 0) emit([])
  },
}

export function useSyncErrors(): {
  errors: readonly SyncError[]
  dismiss: (id: number) => void
} {
  const current = useSyncExternalStore(
    syncErrors.subscribe,
    syncErrors.getSnapshot,
    syncErrors.getSnapshot,
  )
  return { errors: current, dismiss: syncErrors.dismiss }
}
