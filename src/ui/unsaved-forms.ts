import { useEffect, useSyncExternalStore } from 'react'

/**
 * Which forms on this page hold text that only lives in memory (react-hook-form state) and
 * would be lost by a reload — so the app update never reloads over them. Forms whose drafts
 * are stored already (the chat composer, comments) need not register.
 */
const dirtyForms = new Set<symbol>()
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export const unsavedForms = {
  hasAny: (): boolean => dirtyForms.size > 0,
  subscribe(this: void, listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** A form reports here while it has unsaved changes (react-hook-form's `isDirty`). */
export function useUnsavedForm(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return
    const id = Symbol('unsaved form')
    dirtyForms.add(id)
    emit()
    return () => {
      dirtyForms.delete(id)
      emit()
    }
  }, [isDirty])
}

export function useHasUnsavedForms(): boolean {
  return useSyncExternalStore(unsavedForms.subscribe, unsavedForms.hasAny)
}
