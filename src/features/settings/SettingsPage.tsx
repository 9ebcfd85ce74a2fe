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
import { signOut } from '../auth/auth-actions'
import { useSession } from '../auth/use-session'
import { settings as t } from '../../i18n/es/settings'
import { SettingsSection, type SettingsRowData } from './SettingsSection'

const SECTIONS: ReadonlyArray<{ title: string; rows: readonly SettingsRowData[] }> = [
  {
    title: t.sections.preferences,
    rows: [
      { label: t.items.searchFilters, Icon: SlidersHorizontal },
      { label: t.items.location, Icon: MapPin },
      { label: t.items.notifications, Icon: Bell, to: '/notifications' },
    ],
  },
  {
    title: t.sections.account,
    rows: [
      { label: t.items.privacy, Icon: Shield },
      { label: t.items.premium, Icon: Crown, to: '/premium' },
      { label: t.items.changeEmail, Icon: Mail },
    ],
  },
  {
    title: t.sections.support,
    rows: [
      { label: t.items.help, Icon: CircleHelp },
      { label: t.items.terms, Icon: FileText, to: '/terms' },
      { label: t.items.privacyPolicy, Icon: ShieldCheck, to: '/privacy' },
    ],
  },
]

export function SettingsPage() {
  const navigate = useNavigate()
  const { user } = useSession()
  const [isLeaving, setIsLeaving] = useState(false)

  async function logout() {
    setIsLeaving(true)
    // The session is gone at once (signOut wipes it before the server call), so '/' shows the
    // landing page straight away; the server revocation finishes in the background.
    const revoking = signOut()
    await navigate({ to: '/', replace: true })
    await revoking
  }

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-5">
      {/* The header already shows 'Configuración'; the heading is for assistive tech. */}
      <h1 className="sr-only">{t.title}</h1>
      {SECTIONS.map((section) => (
        <SettingsSection key={section.title} {...section} />
      ))}
      <div className="flex flex-col items-center gap-2 pb-4">
        <button
          type="button"
          onClick={() => void logout()}
          disabled={isLeaving}
          className="inline-flex w-full items-center justify-center gap-2 rounded-2xl bg-white px-4 py-3 font-semibold text-red-600 shadow-sm hover:bg-red-50 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="h-5 w-5" />
          {isLeaving ? t.loggingOut : t.logout}
        </button>
        {user ? <p className="text-xs text-gray-500">{t.signedInAs(user.email)}</p> : null}
      </div>
    </div>
  )
}
