import { useId } from 'react'
import { Switch } from '../../ui/Switch'
import { PendingBadge } from '../offline'
import { cycles as t } from '../../i18n/es/cycles'
import { useHeatMark } from './use-heat-mark'

/** 'En celo' on a female's phase card: the owner's opt-in to the discreet discover badge. */
export function HeatMarkSwitch({ petId }: { petId: string }) {
  const id = useId()
  const { isOn, isPending, error, toggle } = useHeatMark(petId)
  return (
    <div className="mt-2 border-t border-rose-100 pt-1">
      <Switch
        id={id}
        label={t.heatMark.label}
        help={t.heatMark.help}
        isOn={isOn}
        onChange={toggle}
      />
      {isPending ? (
        <p className="flex items-center gap-2 text-xs text-gray-600">
          <PendingBadge />
          {t.heatMark.queued}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
