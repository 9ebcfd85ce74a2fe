import { useEffect, useState } from 'react'
import { errorMessage } from '../../api/http'
import { isOffline } from '../../api/online'
import type { NoticeText } from '../../ui/Notice'

interface SectionOptions<T> {
  /** The section's state from the server, read once on open when online. */
  load?: () => Promise<T>
  onLoaded?: (answer: T) => void
  /** Said when the screen opens offline: these benefits are the server's to decide. */
  offline?: string
  loadError?: string
}

/**
 * The common part of /premium's benefit sections (Pasaporte, Impulso, Deshacer): the state the
 * server keeps, read when the screen opens; one call at a time, busy while it runs; and a notice
 * of the outcome, the server's Spanish refusal when there is one.
 */
export function usePremiumSection<T>(options: SectionOptions<T> = {}) {
  const { load, onLoaded, offline, loadError = '' } = options
  const [state, setState] = useState<T | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  // What the section last said: an outcome, or why it could not act.
  const [notice, setNotice] = useState<NoticeText | null>(() =>
    offline && isOffline() ? { text: offline, kind: 'offline' } : null,
  )

  useEffect(() => {
    if (!load || isOffline()) return
    let isCurrent = true
    load()
      .then((answer) => {
        if (!isCurrent) return
        setState(answer)
        onLoaded?.(answer)
      })
      .catch(async (failure: unknown) => {
        const text = await errorMessage(failure, loadError)
        if (isCurrent) setNotice({ text, kind: 'error' })
      })
    return () => {
      isCurrent = false
    }
    // Read once, when the section opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** Runs `action`; `done` turns its answer into the notice (null: none). */
  async function run<A>(
    action: () => Promise<A>,
    errorFallback: string,
    done: (answer: A) => string | null,
  ): Promise<A | null> {
    setIsBusy(true)
    setNotice(null)
    try {
      const answer = await action()
      const text = done(answer)
      if (text) setNotice({ text, kind: 'success' })
      return answer
    } catch (failure) {
      setNotice({ text: await errorMessage(failure, errorFallback), kind: 'error' })
      return null
    } finally {
      setIsBusy(false)
    }
  }

  return { state, setState, isBusy, notice, run }
}
