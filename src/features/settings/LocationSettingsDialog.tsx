import { lazy, Suspense } from 'react'
import { locationSharingProps, saveUserLocation, type MyProfile } from '../account'
import { LocationSharingPanel } from '../location'
import { settings as t } from '../../i18n/es/settings'
import { PanelDialog } from '../../ui/PanelDialog'

// The picker brings maplibre: a chunk of its own, fetched when the dialog opens.
const MapLocationSection = lazy(() =>
  import('../map').then((module) => ({ default: module.MapLocationSection })),
)

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
      <Suspense fallback={null}>
        <MapLocationSection
          saved={locationSharingProps(profile).coordinates}
          savedText={profile.location}
          saveUserLocation={saveUserLocation}
        />
      </Suspense>
    </PanelDialog>
  )
}
