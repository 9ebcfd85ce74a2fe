import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'

/**
 * State that starts as `initial` and takes the answer of `load`, read on mount and again each
 * time `attempt` changes (a 'Reintentar'). A `load` that rejects gives `failed(error)` instead,
 * so the screen never stays on its loading state. An answer that arrives after the component
 * has gone, or after a newer read began, is dropped: it would set state on an unmounted
 * component or overwrite the newer answer. The setter stays the caller's, for updates of its own.
 *
 * `load` and `failed` are dependencies of the read: pass stable functions (module-level ones),
 * else every render reads again.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  initial: T,
  failed: (error: unknown) => T,
  attempt = 0,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(initial)
  useEffect(() => {
    let isCurrent = true
    load().then(
      (answer) => {
        if (isCurrent) setValue(answer)
      },
      (error: unknown) => {
        if (isCurrent) setValue(failed(error))
      },
    )
    return () => {
      isCurrent = false
    }
  }, [load, failed, attempt])
  return [value, setValue]
}
