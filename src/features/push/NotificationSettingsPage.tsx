import { useId, useState } from 'react'
import {
  isQuietHoursTime,
  pushKinds,
  pushMessages,
  type PushKind,
  type PushPreferences,
} from '@contract/push.messages'
import { push as t } from '../../i18n/es/push'
import { Spinner } from '../../ui/Spinner'
import { Switch } from '../../ui/Switch'
import { TextField } from '../../ui/TextField'
import { PushMasterSwitch } from './PushMasterSwitch'
import { usePushPreferences } from './use-push-preferences'
import { PushPage } from './PushPage'
import { OutcomeNotice } from '../../ui/Notice'
import { Button } from '../../ui/Button'

/**
 * /notifications (spec §2): this device's push switch, then the account's
 * preferences — each kind, the urgent lost-pet override, quiet hours, sound and vibration.
 * A toggle saves at once; the times and everything else save with 'Guardar configuración'.
 */
export function NotificationSettingsPage() {
  return (
    <PushPage title={t.title} intro={t.intro}>
      <NotificationSettings />
    </PushPage>
  )
}

/**
 * The settings themselves, shared by /notifications and the shell's dialog (one hook, one
 * server copy): whichever edits them, the other shows the same.
 */
export function NotificationSettings() {
  const { preferences, isStale, hasLoadError, notice, isSaving, change, saveAll, retry } =
    usePushPreferences()
  return (
    <>
      <PushMasterSwitch />
      {hasLoadError && !preferences ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-red-50 p-6">
          <p className="font-semibold text-red-800">{t.loadError}</p>
          <Button onClick={retry} variant="danger">
            {t.retry}
          </Button>
        </div>
      ) : !preferences ? (
        <Spinner />
      ) : (
        <PreferencesForm
          key={JSON.stringify(preferences)}
          preferences={preferences}
          isStale={isStale}
          isSaving={isSaving}
          onToggle={(patch) => void change(patch)}
          onSave={(all) => void saveAll(all)}
        />
      )}
      <OutcomeNotice notice={notice} />
    </>
  )
}

const QUIET_EDGES = ['start', 'end'] as const
type QuietEdge = (typeof QUIET_EDGES)[number]

export function PreferencesForm({
  preferences,
  isStale,
  isSaving,
  onToggle,
  onSave,
}: {
  preferences: PushPreferences
  isStale: boolean
  isSaving: boolean
  onToggle: (patch: Partial<PushPreferences>) => void
  onSave: (all: PushPreferences) => void
}) {
  const id = useId()
  const [quiet, setQuiet] = useState(preferences.quietHours)
  const [badEdges, setBadEdges] = useState<ReadonlySet<QuietEdge>>(new Set())
  const section = 'rounded-2xl bg-white px-3 py-1 shadow-sm divide-y divide-gray-100'
  const kindSwitch = (kind: PushKind) => (
    <Switch
      key={kind}
      id={`${id}-${kind}`}
      label={t.kinds[kind]}
      isOn={preferences[kind]}
      isDisabled={isStale}
      onChange={(next) => onToggle({ [kind]: next })}
    />
  )
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        // The server refuses a time that is not HH:MM: say so at the field, send nothing.
        const bad = QUIET_EDGES.filter((edge) => !isQuietHoursTime(quiet[edge]))
        setBadEdges(new Set(bad))
        if (bad.length > 0) {
          event.currentTarget.querySelector<HTMLElement>(`[name="quiet-${bad[0]}"]`)?.focus()
          return
        }
        onSave({ ...preferences, quietHours: quiet })
      }}
    >
      {isStale ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t.offline}</p>
      ) : null}
      <section aria-labelledby={`${id}-kinds`}>
        <h2 id={`${id}-kinds`} className="mb-2 px-1 text-sm font-semibold text-gray-700">
          {t.kindsTitle}
        </h2>
        <div className={section}>
          {pushKinds.map(kindSwitch)}
          <Switch
            id={`${id}-urgent`}
            label={t.urgent.label}
            help={t.urgent.help}
            isOn={preferences.urgentLostPetsBreakQuiet}
            isDisabled={isStale}
            onChange={(next) => onToggle({ urgentLostPetsBreakQuiet: next })}
          />
        </div>
      </section>
      <section aria-labelledby={`${id}-quiet`}>
        <h2 id={`${id}-quiet`} className="mb-2 px-1 text-sm font-semibold text-gray-700">
          {t.quiet.title}
        </h2>
        <div className={section}>
          <Switch
            id={`${id}-quiet-on`}
            label={t.quiet.label}
            help={t.quiet.help}
            isOn={quiet.enabled}
            isDisabled={isStale}
            onChange={(next) => {
              setQuiet({ ...quiet, enabled: next })
              onToggle({ quietHours: { ...quiet, enabled: next } })
            }}
          />
          <div className="flex gap-3 py-2">
            {QUIET_EDGES.map((edge) => (
              <div key={edge} className="min-w-0 flex-1">
                <TextField
                  label={t.quiet[edge]}
                  name={`quiet-${edge}`}
                  type="time"
                  required
                  value={quiet[edge]}
                  disabled={isStale || !quiet.enabled}
                  error={badEdges.has(edge) ? pushMessages.timeInvalid : undefined}
                  onChange={(event) => {
                    setQuiet({ ...quiet, [edge]: event.target.value })
                    setBadEdges((before) => new Set([...before].filter((bad) => bad !== edge)))
                  }}
                />
              </div>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby={`${id}-delivery`}>
        <h2 id={`${id}-delivery`} className="mb-2 px-1 text-sm font-semibold text-gray-700">
          {t.deliveryTitle}
        </h2>
        <div className={section}>
          <Switch
            id={`${id}-sound`}
            label={t.sound}
            isOn={preferences.sound}
            isDisabled={isStale}
            onChange={(next) => onToggle({ sound: next })}
          />
          <Switch
            id={`${id}-vibration`}
            label={t.vibration}
            isOn={preferences.vibration}
            isDisabled={isStale}
            onChange={(next) => onToggle({ vibration: next })}
          />
        </div>
      </section>
      <Button type="submit" disabled={isStale || isSaving} size="lg">
        {isSaving ? t.saving : t.save}
      </Button>
    </form>
  )
}
