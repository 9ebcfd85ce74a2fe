import { useCallback, useEffect, useState } from 'react'
import type { PushPreferences, PushPreferencesPatch } from '@contract/push.contract'
import { pushEndpoints } from '@contract/push.endpoints'
import { send } from '../../api/call'
import { push as t } from '../../i18n/es/push'
import { STORED_AT_HEADER } from '../../../sw/last-known'
import { putPreferences } from './push.api'
import type { NoticeText } from '../../ui/Notice'

/**
 * The user's notification preferences, kept on the server for all their devices. Offline the
 * service worker answers the last copy it saw (sw/last-known.ts) and the screen says so. A
 * toggle saves at once and goes back, with 'Error al guardar la configuración', if the save
 * fails (spec §2); saveAll sends the whole object ('Guardar configuración').
 */
export function usePushPreferences() {
  const [preferences, setPreferences] = useState<PushPreferences | null>(null)
  const [isStale, setIsStale] = useState(false)
  const [hasLoadError, setHasLoadError] = useState(false)
  const [notice, setNotice] = useState<NoticeText | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let isCurrent = true
    // Through a promise from the start: a request that cannot even be made is a load error too.
    Promise.resolve()
      .then(() => send(pushEndpoints.preferences))
      .then(async (response) => {
        const body = await response.json<{ preferences: PushPreferences }>()
        if (!isCurrent) return
        setPreferences(body.preferences)
        setIsStale(response.headers.has(STORED_AT_HEADER))
        setHasLoadError(false)
      })
      .catch(() => {
        if (isCurrent) setHasLoadError(true)
      })
    return () => {
      isCurrent = false
    }
  }, [attempt])

  const change = useCallback(
    async (patch: PushPreferencesPatch) => {
      if (!preferences) return
      const before = preferences
      setPreferences({
        ...before,
        ...(patch as Partial<PushPreferences>),
        quietHours: { ...before.quietHours, ...patch.quietHours },
      })
      setNotice(null)
      try {
        setPreferences((await putPreferences(patch)).preferences)
      } catch {
        setPreferences(before)
        setNotice({ text: t.saveError, kind: 'error' })
      }
    },
    [preferences],
  )

  const saveAll = useCallback(async (all: PushPreferences) => {
    setIsSaving(true)
    setNotice(null)
    try {
      setPreferences((await putPreferences(all)).preferences)
      setNotice({ text: t.saved, kind: 'success' })
    } catch {
      setNotice({ text: t.saveError, kind: 'error' })
    } finally {
      setIsSaving(false)
    }
  }, [])

  return {
    preferences,
    isStale,
    hasLoadError,
    notice,
    isSaving,
    change,
    saveAll,
    retry: () => setAttempt((n) => n + 1),
  }
}
