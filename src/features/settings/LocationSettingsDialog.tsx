import { locationSharingProps, saveUserLocation, type MyProfile } from '../account'
import { LocationSharingPanel } from '../location'
import { settings as t } from '../../i18n/es/settings'
import { PanelDialog } from '../../ui/PanelDialog'

interface LocationSettingsDialogProps {
  isOpen: boolean
  profile: MyProfile
  onClose: () => void
}

/**
 * 'Configurar ubicación': the location module's sharing switch (spec §4) over the user's
 * profile. Tracking after it is on (re-saving after a move of more than 1 km) is the app-wide
 * LocationTracker's job, not this dialog's.
 */
export function LocationSettingsDialog({ isOpen, profile, onClose }: LocationSettingsDialogProps) {
  return (
    <PanelDialog
      isOpen={isOpen}
      title={t.locationDialog.title}
      closeLabel={t.locationDialog.close}
      onClose={onClose}
    >
      <LocationSharingPanel
        {...locationSharingProps(profile)}
        saveUserLocation={saveUserLocation}
      />
    </PanelDialog>
  )
}
