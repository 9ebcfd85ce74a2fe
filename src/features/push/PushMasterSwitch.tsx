import { useId, useState } from 'react'
import { BellRing } from 'lucide-react'
import { push as t } from '../../i18n/es/push'
import { Switch } from '../../ui/Switch'
import { useLoaded } from '../../ui/use-loaded'
import { disablePush, enablePush, pushState, type PushState } from './push-device'

/** A subscription that cannot be read counts as none: the switch stays usable to subscribe. */
const unreadable = (): PushState => 'off'

/** The device's push switch: Activas / Inactivas / Bloqueadas por el navegador (spec §2). */
export function PushMasterSwitch() {
  const id = useId()
  const [state, setState] = useLoaded<PushState | null>(pushState, null, unreadable)
  const [isBusy, setIsBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const toggle = async (next: boolean) => {
    setIsBusy(true)
    setError(null)
    try {
      setState(await (next ? enablePush() : disablePush()))
    } catch {
      setError(next ? t.master.enableError : t.master.disableError)
      setState(await pushState().catch(unreadable))
    } finally {
      setIsBusy(false)
    }
  }

  if (state === 'unsupported') {
    return (
      <p className="rounded-xl bg-gray-100 p-3 text-sm text-gray-700">{t.master.unsupported}</p>
    )
  }
  const status =
    state === 'on' ? t.master.on : state === 'blocked' ? t.master.blocked : t.master.off
  return (
    <div className="rounded-2xl bg-white p-3 shadow-sm">
      <div className="flex items-center gap-2">
        <BellRing aria-hidden="true" className="h-5 w-5 text-brand-600" />
        <div className="flex-1">
          <Switch
            id={id}
            label={t.master.label}
            help={isBusy ? t.master.enabling : status}
            isOn={state === 'on'}
            isDisabled={state === null || state === 'blocked' || isBusy}
            onChange={(next) => void toggle(next)}
          />
        </div>
      </div>
      {state === 'blocked' ? <p className="text-xs text-gray-600">{t.master.blockedHelp}</p> : null}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
