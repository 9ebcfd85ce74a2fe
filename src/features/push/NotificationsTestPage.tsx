import { useCallback, useState } from 'react'
import { Link } from '@tanstack/react-router'
import {
  notificationTestTypes,
  type NotificationTestType,
} from '@contract/notification-test.contract'
import { notificationsEndpoints } from '@contract/notifications.endpoints'
import { call } from '../../api/call'
import { errorMessage } from '../../api/http'
import { notificationTest as t } from '../../i18n/es/notification-test'
import { enablePush, isPushSupported, pushState } from './push-device'
import { PushPage } from './PushPage'
import { OutcomeNotice, type NoticeText } from '../../ui/Notice'
import { useLoaded } from '../../ui/use-loaded'

/** A refusal whose Spanish text is already the one to show (spec §8). */
class OutcomeError extends Error {}

type TestState = 'unsupported' | 'blocked' | 'notConfigured' | 'off' | 'on'

/** Permission and subscription together, in the spec's four states (plus no support at all). */
async function testState(): Promise<TestState> {
  if (!isPushSupported()) return 'unsupported'
  if (Notification.permission === 'default') return 'notConfigured'
  const state = await pushState()
  return state === 'unsupported' ? 'unsupported' : state
}

/** A subscription that cannot be read counts as none: 'Inicializar' stays offered. */
const unreadable = (): TestState => 'off'

const STATE_LOOK: Record<TestState, string> = {
  on: 'bg-green-50 text-green-800',
  blocked: 'bg-red-50 text-red-800',
  notConfigured: 'bg-amber-50 text-amber-900',
  off: 'bg-gray-100 text-gray-800',
  unsupported: 'bg-gray-100 text-gray-800',
}

/**
 * /notifications/test (spec §2): this device's push state, the permission request, the
 * subscription ('Inicializar'), and sample match, message and health notifications sent by the
 * server through the real pipeline (bell on every device, push under the user's preferences).
 */
export function NotificationsTestPage() {
  const [state, setState] = useLoaded<TestState | null>(testState, null, unreadable)
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<NoticeText | null>(null)

  const refresh = useCallback(async () => setState(await testState().catch(unreadable)), [setState])

  const run = async (name: string, task: () => Promise<string | null>, failure: string) => {
    setBusy(name)
    setNotice(null)
    try {
      const text = await task()
      if (text) setNotice({ text, kind: 'success' })
    } catch (error) {
      const text =
        error instanceof OutcomeError ? error.message : await errorMessage(error, failure)
      setNotice({ text, kind: 'error' })
    } finally {
      setBusy(null)
      await refresh()
    }
  }

  const simulate = (type: NotificationTestType) =>
    run(
      type,
      async () => {
        const answer = await call(notificationsEndpoints.test, { json: { type } })
        return answer.message
      },
      t.sendError,
    )

  const button =
    'min-h-12 w-full rounded-xl px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-60'
  const canAsk = state === 'notConfigured'
  const canInitialise = state === 'off' || state === 'notConfigured'
  return (
    <PushPage title={t.title} intro={t.intro}>
      <section aria-label={t.stateLabel} className="rounded-2xl bg-white p-4 shadow-sm">
        <p className="text-sm font-semibold text-gray-700">{t.stateLabel}</p>
        {state ? (
          <>
            <p
              className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATE_LOOK[state]}`}
            >
              {t.states[state]}
            </p>
            <p className="mt-2 text-sm text-gray-600">{t.stateHelp[state]}</p>
          </>
        ) : (
          <p className="mt-2 text-sm text-gray-500">{t.working}</p>
        )}
        <div className="mt-3 flex flex-col gap-2">
          <button
            type="button"
            disabled={!canAsk || busy !== null}
            onClick={() =>
              void run(
                'permission',
                async () => {
                  const permission = await Notification.requestPermission()
                  if (permission === 'denied') throw new OutcomeError(t.outcome.denied)
                  return null
                },
                t.permissionError,
              )
            }
            className={`${button} border border-gray-300 bg-white text-gray-800`}
          >
            {busy === 'permission' ? t.working : t.requestPermission}
          </button>
          <button
            type="button"
            disabled={!canInitialise || busy !== null}
            onClick={() =>
              void run(
                'initialise',
                async () => {
                  const outcome = await enablePush()
                  if (outcome === 'on') return t.outcome.enabled
                  throw new OutcomeError(
                    outcome === 'blocked'
                      ? t.outcome.blocked
                      : outcome === 'unsupported'
                        ? t.outcome.unsupported
                        : t.outcome.notEnabled,
                  )
                },
                t.initialiseError,
              )
            }
            className={`${button} bg-brand-500 text-white`}
          >
            {busy === 'initialise' ? t.working : t.initialise}
          </button>
        </div>
      </section>
      <section aria-labelledby="simulate-title" className="rounded-2xl bg-white p-4 shadow-sm">
        <h2 id="simulate-title" className="text-base font-semibold text-gray-900">
          {t.simulateTitle}
        </h2>
        <div className="mt-3 flex flex-col gap-2">
          {notificationTestTypes.map((type) => (
            <button
              key={type}
              type="button"
              disabled={busy !== null}
              onClick={() => void simulate(type)}
              className={`${button} border border-brand-500 bg-white text-brand-700`}
            >
              {busy === type ? t.working : t.simulate[type]}
            </button>
          ))}
        </div>
      </section>
      <OutcomeNotice notice={notice} />
      <p className="rounded-xl bg-gray-100 p-3 text-sm text-gray-700">{t.localhostNote}</p>
      <Link to="/notifications" className="text-center text-sm font-semibold text-brand-700">
        {t.backToSettings}
      </Link>
    </PushPage>
  )
}
