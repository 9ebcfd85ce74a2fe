import { Fragment, lazy, Suspense, useState } from 'react'
import {
  Bell,
  CircleHelp,
  Crown,
  FileText,
  KeyRound,
  LogOut,
  Mail,
  MapPin,
  MonitorSmartphone,
  Shield,
  ShieldCheck,
  SlidersHorizontal,
} from 'lucide-react'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { useMyProfile } from '../account'
// Through the index on purpose: importing the hook alone splits it into a chunk of its own,
// which costs the swipe home (the tightest budget) more than this screen saves.
import { useDiscoverFilters } from '../discover'
// Directly, not through '../map': its top-level lazy() would ride into every importer's chunk.
import { LazySavedAreasSection } from '../map'
import { settings as t } from '../../i18n/es/settings'
import { ChangeEmailDialog } from './ChangeEmailDialog'
import { ChangePasswordDialog } from './ChangePasswordDialog'
import { LocationSettingsDialog } from './LocationSettingsDialog'
import { SettingsSection, type SettingsRowData } from './SettingsSection'

// The swipe home's own filter form, loaded on the first tap: one set of filters, two doors.
const LazyFilterDialog = lazy(() =>
  import('../home/FilterDialog').then((module) => ({ default: module.FilterDialog })),
)
const LazyHelpDialog = lazy(() =>
  import('./HelpDialog').then((module) => ({ default: module.HelpDialog })),
)
// Settings › Privacidad, loaded on the first tap: /settings is near its budget.
const LazyPrivacyDialog = lazy(() =>
  import('./PrivacyDialog').then((module) => ({ default: module.PrivacyDialog })),
)
import { useSignOutFlow } from './use-sign-out-flow'
import { Notice } from '../../ui/Notice'

type SettingsDialog = 'filters' | 'location' | 'privacy' | 'email' | 'password' | 'help'

/**
 * Settings (spec §2): Preferencias, Cuenta, Soporte and logout. Beyond the spec, every entry
 * does what it says: links to its screen, the search filters, location, privacy, e-mail and
 * password dialogs; 'Cerrar sesión en todos los dispositivos' sits under the logout.
 */
export function SettingsPage() {
  const { profile } = useMyProfile()
  // One dialog at a time: a row opens its dialog, and closing it leaves none open.
  const [openDialog, setOpenDialog] = useState<SettingsDialog | null>(null)
  const open = (dialog: SettingsDialog) => () => setOpenDialog(dialog)
  const close = () => setOpenDialog(null)
  const filtersApi = useDiscoverFilters()
  const exit = useSignOutFlow()

  const sections: ReadonlyArray<{ title: string; rows: readonly SettingsRowData[] }> = [
    {
      title: t.sections.preferences,
      rows: [
        {
          kind: 'action',
          label: t.items.searchFilters,
          Icon: SlidersHorizontal,
          onPress: open('filters'),
          ...(filtersApi.activeFilters.length > 0
            ? { detail: t.activeFilters(filtersApi.activeFilters.length) }
            : {}),
        },
        {
          kind: 'action',
          label: t.items.location,
          Icon: MapPin,
          onPress: open('location'),
          detail: profile?.shareLocation ? t.sharingOn : t.sharingOff,
        },
        { kind: 'link', label: t.items.notifications, Icon: Bell, to: '/notifications' },
      ],
    },
    {
      title: t.sections.account,
      rows: [
        { kind: 'action', label: t.items.privacy, Icon: Shield, onPress: open('privacy') },
        { kind: 'link', label: t.items.premium, Icon: Crown, to: '/premium' },
        { kind: 'action', label: t.items.changeEmail, Icon: Mail, onPress: open('email') },
        {
          kind: 'action',
          label: t.items.changePassword,
          Icon: KeyRound,
          onPress: open('password'),
        },
      ],
    },
    {
      title: t.sections.support,
      rows: [
        { kind: 'action', label: t.items.help, Icon: CircleHelp, onPress: open('help') },
        { kind: 'link', label: t.items.terms, Icon: FileText, to: '/terms' },
        { kind: 'link', label: t.items.privacyPolicy, Icon: ShieldCheck, to: '/privacy' },
      ],
    },
  ]

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-5">
      {/* The header already shows 'Configuración'; the heading is for assistive tech. */}
      <h1 className="sr-only">{t.title}</h1>
      {sections.map((section, index) => (
        <Fragment key={section.title}>
          <SettingsSection {...section} />
          {/* The maps kept on this device, right after the preferences. */}
          {index === 0 ? <LazySavedAreasSection /> : null}
        </Fragment>
      ))}
      <div className="flex flex-col items-center gap-2 pb-4">
        <button
          type="button"
          onClick={exit.requestSignOut}
          disabled={exit.leaving !== null}
          className="inline-flex w-full items-center justify-center gap-2 rounded-2xl bg-white px-4 py-3 font-semibold text-red-600 shadow-sm hover:bg-red-50 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="h-5 w-5" />
          {exit.leaving === 'here' ? t.loggingOut : t.logout}
        </button>
        <button
          type="button"
          onClick={exit.requestSignOutEverywhere}
          disabled={exit.leaving !== null}
          className="min-h-11 w-full rounded-2xl px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {exit.leaving === 'everywhere' ? t.logoutEverywhere.busy : t.logoutEverywhere.button}
        </button>
        {exit.error ? (
          <Notice
            kind="error"
            // Under the fold on a phone: bring the answer to where the user is looking.
            ref={(node) => node?.scrollIntoView?.({ block: 'nearest' })}
            className="w-full"
          >
            {exit.error}
          </Notice>
        ) : null}
        {profile ? <p className="text-xs text-gray-500">{t.signedInAs(profile.email)}</p> : null}
      </div>
      {openDialog === 'help' ? (
        <Suspense fallback={null}>
          <LazyHelpDialog onClose={close} />
        </Suspense>
      ) : null}
      {openDialog === 'filters' ? (
        <Suspense fallback={null}>
          <LazyFilterDialog
            filters={filtersApi.filters}
            onApply={filtersApi.setFilters}
            onClear={filtersApi.clearFilters}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        isOpen={exit.isConfirmingEverywhere}
        title={t.logoutEverywhere.title}
        text={t.logoutEverywhere.text}
        icon={<MonitorSmartphone aria-hidden="true" className="h-6 w-6" />}
        confirmLabel={t.logoutEverywhere.confirm}
        cancelLabel={t.logoutEverywhere.cancel}
        isBusy={false}
        onConfirm={exit.confirmEverywhere}
        onCancel={exit.cancelEverywhere}
        role="alertdialog"
      />
      <ConfirmDialog
        isOpen={exit.unsentCount > 0}
        title={t.unsent.title(exit.unsentCount)}
        text={t.unsent.text}
        icon={<LogOut aria-hidden="true" className="h-6 w-6" />}
        confirmLabel={t.unsent.leaveAnyway}
        cancelLabel={exit.isSending ? t.unsent.sending : t.unsent.sendFirst}
        isBusy={exit.isSending}
        onConfirm={exit.leaveAnyway}
        onCancel={() => void exit.sendFirst()}
        role="alertdialog"
      />
      <ChangeEmailDialog
        isOpen={openDialog === 'email'}
        currentEmail={profile?.email ?? null}
        onClose={close}
      />
      <ChangePasswordDialog isOpen={openDialog === 'password'} onClose={close} />
      <LocationSettingsDialog isOpen={openDialog === 'location'} onClose={close} />
      {openDialog === 'privacy' ? (
        <Suspense fallback={null}>
          <LazyPrivacyDialog isOpen onClose={close} />
        </Suspense>
      ) : null}
    </div>
  )
}
