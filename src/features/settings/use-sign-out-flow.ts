import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { currentPendingWrites, sendPendingWrites } from '../../sync'
import { signOut, signOutEverywhere } from '../auth'
import { isOffline } from '../../api/online'
import { onlineFailureText } from '../../api/online-only'
import { settings as t } from '../../i18n/es/settings'
import { forgetDeviceTraces } from './forget-device-traces'

/** 'here': this device only. 'everywhere': every session of the account, this one included. */
export type SignOutScope = 'here' | 'everywhere'

const countUnsent = () => currentPendingWrites().filter((entry) => entry.state !== 'sent').length

/**
 * The two ways out of Settings. Both first warn when writes wait unsent ('Tienes N cambios
 * sin enviar': they are deleted with the local data, and once every session is revoked they
 * could not be sent anyway), offering 'Enviar primero' or 'Salir de todos modos'. Signing out
 * here ends the session at once and tells the server in the background; signing out
 * everywhere asks first, needs the server's answer, and leaves only once it came.
 */
export function useSignOutFlow() {
  const navigate = useNavigate()
  const [isConfirmingEverywhere, setIsConfirmingEverywhere] = useState(false)
  const [unsent, setUnsent] = useState<{ scope: SignOutScope; count: number } | null>(null)
  const [isSending, setIsSending] = useState(false)
  const [leaving, setLeaving] = useState<SignOutScope | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function leave(scope: SignOutScope) {
    setUnsent(null)
    setLeaving(scope)
    forgetDeviceTraces()
    if (scope === 'everywhere') {
      try {
        await signOutEverywhere()
      } catch (failure) {
        setLeaving(null)
        const texts = { offline: t.logoutEverywhere.offline, fallback: t.logoutEverywhere.failed }
        setError(await onlineFailureText(failure, texts))
        return
      }
      await navigate({ to: '/', replace: true })
      return
    }
    // The session is gone at once (signOut wipes it before the server call), so '/' shows the
    // landing page straight away; the server revocation finishes in the background.
    const revoking = signOut()
    await navigate({ to: '/', replace: true })
    await revoking
  }

  function proceed(scope: SignOutScope) {
    const count = countUnsent()
    if (count > 0) setUnsent({ scope, count })
    else void leave(scope)
  }

  return {
    isConfirmingEverywhere,
    unsentCount: unsent?.count ?? 0,
    isSending,
    leaving,
    error,
    requestSignOut: () => {
      setError(null)
      proceed('here')
    },
    requestSignOutEverywhere: () => {
      setError(null)
      if (isOffline()) setError(t.logoutEverywhere.offline)
      else setIsConfirmingEverywhere(true)
    },
    confirmEverywhere: () => {
      setIsConfirmingEverywhere(false)
      proceed('everywhere')
    },
    cancelEverywhere: () => {
      setIsConfirmingEverywhere(false)
    },
    leaveAnyway: () => {
      if (unsent) void leave(unsent.scope)
    },
    // 'Enviar primero': one pass of the queue now; leave only if nothing is left unsent.
    sendFirst: async () => {
      if (!unsent) return
      setIsSending(true)
      await sendPendingWrites({ ignoreBackoff: true }).catch(() => undefined)
      setIsSending(false)
      const left = countUnsent()
      setUnsent(null)
      if (left === 0) await leave(unsent.scope)
    },
  }
}
