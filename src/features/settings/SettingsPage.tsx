import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import {
  Bell,
  CircleHelp,
  Crown,
  FileText,
  LogOut,
  Mail,
  MapPin,
  Shield,
  ShieldCheck,
  SlidersHorizontal,
} from 'lucide-react'
import { currentPendingWrites, sendPendingWrites } from '../../sync'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { useMyProfile } from '../account'
import { signOut } from '../auth/auth-actions'
import { settings as t } from '../../i18n/es/settings'
import { LocationSettingsDialog } from './LocationSettingsDialog'
import { SettingsSection, type SettingsRowData } from './SettingsSection'

/**
 * Settings (spec §2): Preferencias, Cuenta, Soporte and logout. Beyond the spec, every entry
 * does what it says — links to its screen, the location dialog — and the ones whose feature
 * comes in a later version say so when pressed.
 */
export function SettingsPage() {
  const navigate = useNavigate()
  const { profile } = useMyProfile()
  const [isLeaving, setIsLeaving] = useState(false)
  const [isLocationOpen, setIsLocationOpen] = useState(false)
  const [unsentCount, setUnsentCount] = useState(0)
  const [isSending, setIsSending] = useState(false)

  const countUnsent = () => currentPendingWrites().filter((entry) => entry.state !== 'sent').length

  function requestLogout() {
    const count = countUnsent()
    if (count > 0) setUnsentCount(count)
    else void logout()
  }

  // 'Enviar primero': one pass of the queue now; leave only if nothing is left unsent.
  async function sendFirst() {
    setIsSending(true)
    await sendPendingWrites({ ignoreBackoff: true }).catch(() => undefined)
    setIsSending(false)
    const left = countUnsent()
    setUnsentCount(0)
    if (left === 0) await logout()
  }

  async function logout() {
    setUnsentCount(0)
    setIsLeaving(true)
    // The session is gone at once (signOut wipes it before the server call), so '/' shows the
    // landing page straight away; the server revocation finishes in the background.
    const revoking = signOut()
    await navigate({ to: '/', replace: true })
    await revoking
  }

  const sections: ReadonlyArray<{ title: string; rows: readonly SettingsRowData[] }> = [
    {
      title: t.sections.preferences,
      rows: [
        {
          kind: 'later',
          label: t.items.searchFilters,
          Icon: SlidersHorizontal,
          notice: t.later.searchFilters,
        },
        {
          kind: 'action',
          label: t.items.location,
          Icon: MapPin,
          onPress: () => setIsLocationOpen(true),
          detail: profile?.shareLocation ? t.sharingOn : t.sharingOff,
        },
        { kind: 'link', label: t.items.notifications, Icon: Bell, to: '/notifications' },
      ],
    },
    {
      title: t.sections.account,
      rows: [
        { kind: 'later', label: t.items.privacy, Icon: Shield, notice: t.later.privacy },
        { kind: 'link', label: t.items.premium, Icon: Crown, to: '/premium' },
        { kind: 'later', label: t.items.changeEmail, Icon: Mail, notice: t.later.changeEmail },
      ],
    },
    {
      title: t.sections.support,
      rows: [
        { kind: 'later', label: t.items.help, Icon: CircleHelp, notice: t.later.help },
        { kind: 'link', label: t.items.terms, Icon: FileText, to: '/terms' },
        { kind: 'link', label: t.items.privacyPolicy, Icon: ShieldCheck, to: '/privacy' },
      ],
    },
  ]

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-5">
      {/* The header already shows 'Configuración'; the heading is for assistive tech. */}
      <h1 className="sr-only">{t.title}</h1>
      {sections.map((section) => (
        <SettingsSection key={section.title} {...section} />
      ))}
      <div className="flex flex-col items-center gap-2 pb-4">
        <button
          type="button"
          onClick={requestLogout}
          disabled={isLeaving}
          className="inline-flex w-full items-center justify-center gap-2 rounded-2xl bg-white px-4 py-3 font-semibold text-red-600 shadow-sm hover:bg-red-50 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="h-5 w-5" />
          {isLeaving ? t.loggingOut : t.logout}
        </button>
        {profile ? <p className="text-xs text-gray-500">{t.signedInAs(profile.email)}</p> : null}
      </div>
      <ConfirmDialog
        isOpen={unsentCount > 0}
        title={t.unsent.title(unsentCount)}
        text={t.unsent.text}
        icon={<LogOut aria-hidden="true" className="h-6 w-6" />}
        confirmLabel={t.unsent.leaveAnyway}
        cancelLabel={isSending ? t.unsent.sending : t.unsent.sendFirst}
        isBusy={isSending}
        onConfirm={() => void logout()}
        onCancel={() => void sendFirst()}
        role="alertdialog"
      />
      {profile ? (
        <LocationSettingsDialog
          isOpen={isLocationOpen}
          profile={profile}
          onClose={() => setIsLocationOpen(false)}
        />
      ) : null}
    </div>
  )
}
