import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

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

/**
 * A form reports here from its first edit until it unmounts (saved, cancelled, left): returns
 * the handler for `<form onInput>`. An input event, rather than react-hook-form's `isDirty`,
 * which compares every value with its default on each keystroke. `isAlsoDirty`: changes that
 * fire no input event (a photo removed by a button).
 */
export function useUnsavedForm(isAlsoDirty = false): () => void {
  const [isEdited, setIsEdited] = useState(false)
  const isDirty = isEdited || isAlsoDirty
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
  return useCallback(() => setIsEdited(true), [])
}

export function useHasUnsavedForms(): boolean {
  return useSyncExternalStore(unsavedForms.subscribe, unsavedForms.hasAny)
}
