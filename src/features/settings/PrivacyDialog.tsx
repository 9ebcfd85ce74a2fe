import { useId, useState } from 'react'
import { Download, Trash2 } from 'lucide-react'
import { savePrivacySettings, useMyProfile } from '../account'
import { isOffline } from '../../api/online'
import { onlineFailureText } from '../../api/online-only'
import { privacy as t } from '../../i18n/es/privacy'
import { PanelDialog } from '../../ui/PanelDialog'
import { Switch } from '../../ui/Switch'
import { DeleteAccountDialog } from './DeleteAccountDialog'
import { downloadMyData } from './privacy.api'

/** The profile's discover switches, in order; each is a field of the profile and of i18n privacy. */
const toggles = ['discoverable', 'showDistance'] as const
type Toggle = (typeof toggles)[number]

/**
 * Settings › Cuenta › 'Privacidad': the two discover switches (queued writes of the profile:
 * they work offline and show at once), 'Descargar mis datos' and 'Eliminar mi cuenta' (both
 * online only).
 */
export function PrivacyDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const id = useId()
  const { profile } = useMyProfile()
  const [message, setMessage] = useState<string | null>(null)
  const [isDownloading, setIsDownloading] = useState(false)
  const [isDeleteOpen, setIsDeleteOpen] = useState(false)

  async function toggle(name: Toggle, next: boolean) {
    setMessage(null)
    const result = await savePrivacySettings({ [name]: next })
    if (!result.ok) setMessage(result.message)
    else if (isOffline()) setMessage(t.savedOffline)
  }

  async function download() {
    setMessage(null)
    if (isOffline()) return setMessage(t.data.offline)
    setIsDownloading(true)
    try {
      await downloadMyData()
    } catch (failure) {
      setMessage(
        await onlineFailureText(failure, { offline: t.data.offline, fallback: t.data.failed }),
      )
    } finally {
      setIsDownloading(false)
    }
  }

  return (
    <>
      <PanelDialog isOpen={isOpen} title={t.title} closeLabel={t.close} onClose={onClose}>
        <div className="space-y-4">
          <div className="rounded-2xl bg-white px-4 py-1 shadow-sm">
            {toggles.map((name) => (
              <Switch
                key={name}
                id={`${id}-${name}`}
                label={t[name].label}
                help={t[name].help}
                isOn={profile?.[name] ?? true}
                isDisabled={!profile}
                onChange={(next) => void toggle(name, next)}
              />
            ))}
          </div>
          {message ? (
            <p
              role="status"
              className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-100"
            >
              {message}
            </p>
          ) : null}
          <section className="space-y-2" aria-labelledby={`${id}-data`}>
            <h3
              id={`${id}-data`}
              className="px-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
            >
              {t.data.title}
            </h3>
            <p className="px-1 text-xs text-gray-500">{t.data.help}</p>
            <button
              type="button"
              onClick={() => void download()}
              disabled={isDownloading}
              className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-white px-4 py-3 font-semibold text-gray-900 shadow-sm hover:bg-gray-100 disabled:opacity-60"
            >
              <Download aria-hidden="true" className="h-5 w-5" />
              {isDownloading ? t.data.downloading : t.data.download}
            </button>
            <button
              type="button"
              onClick={() => {
                setMessage(null)
                if (isOffline()) setMessage(t.delete.offline)
                else setIsDeleteOpen(true)
              }}
              className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-white px-4 py-3 font-semibold text-red-700 shadow-sm hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" className="h-5 w-5" />
              {t.delete.open}
            </button>
          </section>
        </div>
      </PanelDialog>
      <DeleteAccountDialog isOpen={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} />
    </>
  )
}
