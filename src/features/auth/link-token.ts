import { useState } from 'react'

/**
 * The token of a link mailed to the user (/reset-password#token=…, /confirm-email#token=…): in
 * the fragment, which never reaches a server. Read once: the page was opened with it, and nothing
 * on the page changes the fragment.
 */
export function useLinkToken(): string {
  const [token] = useState(
    () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '',
  )
  return token
}
