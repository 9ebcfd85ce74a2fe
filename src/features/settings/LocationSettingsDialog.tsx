import { useId } from 'react'
import { X } from 'lucide-react'
import { saveUserLocation, type MyProfile } from '../account'
import { LocationSharingPanel } from '../location'
import { settings as t } from '../../i18n/es/settings'
import { useModalDialog } from '../../ui/use-modal-dialog'

interface LocationSettingsDialogProps {
  isOpen: boolean
  profile: MyProfile
  onClose: () => void
}

/**
 * 'Configurar ubicación': the location module's sharing switch (spec §4) over the user's
 * profile, saved with the account feature's saveUserLocation. Tracking after it is on (re-saving
 * after a move of more than 1 km) is the app-wide LocationTracker's job, not this dialog's.
 */
export function LocationSettingsDialog({ isOpen, profile, onClose }: LocationSettingsDialogProps) {
  const titleId = useId()
  const ref = useModalDialog(isOpen)
  const coordinates =
    profile.latitude !== null && profile.longitude !== null
      ? { latitude: profile.latitude, longitude: profile.longitude }
      : null
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-gray-50 p-5 shadow-2xl backdrop:bg-gray-950/50"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {t.locationDialog.title}
        </h2>
        <button
          type="button"
          aria-label={t.locationDialog.close}
          onClick={onClose}
          className="-mr-1 rounded-full p-2 text-gray-500 hover:bg-gray-200 hover:text-gray-900"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {isOpen ? (
        <LocationSharingPanel
          shareLocation={profile.shareLocation}
          coordinates={coordinates}
          locationText={profile.location}
          saveUserLocation={saveUserLocation}
        />
      ) : null}
    </dialog>
  )
}
