import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'

/**
 * State that starts as `initial` and takes the answer of `load`, read on mount and again each
 * time `attempt` changes (a 'Reintentar'). An answer that arrives after the component has gone,
 * or after a newer read began, is dropped: it would set state on an unmounted component or
 * overwrite the newer answer. The setter stays the caller's, for updates of its own.
 *
 * `load` is a dependency of the read: pass a stable function (a module-level one), else every
 * render reads again.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  initial: T,
  attempt = 0,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(initial)
  useEffect(() => {
    let isCurrent = true
    void load().then((answer) => {
      if (isCurrent) setValue(answer)
    })
    return () => {
      isCurrent = false
    }
  }, [load, attempt])
  return [value, setValue]
}
