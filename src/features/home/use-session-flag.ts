import { useCallback, useState } from 'react'

function read(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

/** A yes/no kept for this browser session (sessionStorage): survives a reload, not a new tab. */
export function useSessionFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key))
  const update = useCallback(
    (next: boolean) => {
      setValue(next)
      try {
        if (next) sessionStorage.setItem(key, '1')
        else sessionStorage.removeItem(key)
      } catch {
        // Storage refused (private mode): the flag lives as long as the page.
      }
    },
    [key],
  )
  return [value, update]
}
