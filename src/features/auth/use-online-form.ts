import { useCallback, useState } from 'react'
import { callOnline, type OnlineResult } from '../../api/online-only'

/**
 * The account forms' sending: a password or an address change is sent at once or not at all
 * (never put in the write queue), so offline the form says it needs a connection instead of
 * trying, and a refusal becomes the Spanish line atop the form (the server's own message where
 * it gave one).
 */
export function useOnlineForm(texts: { offline: string; failed: string }) {
  const [serverError, setServerError] = useState<string | null>(null)
  const { offline, failed } = texts
  const send = useCallback(
    async <T>(run: () => Promise<T>): Promise<OnlineResult<T>> => {
      setServerError(null)
      const result = await callOnline(run, { offline, fallback: failed })
      if (!result.ok) setServerError(result.message)
      return result
    },
    [offline, failed],
  )
  return { serverError, send }
}
