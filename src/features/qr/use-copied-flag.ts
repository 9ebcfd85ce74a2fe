import { useCallback, useEffect, useRef, useState } from 'react'

/** Spec §9: the 'Copiado!' label shows for 2000 ms. */
export const COPIED_MS = 2000

/** Spec §4 copy state: idle, copied, then idle again after 2 s (a new copy restarts the wait). */
export function useCopiedFlag(): [boolean, () => void] {
  const [isCopied, setIsCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const markCopied = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    setIsCopied(true)
    timer.current = setTimeout(() => setIsCopied(false), COPIED_MS)
  }, [])
  return [isCopied, markCopied]
}
