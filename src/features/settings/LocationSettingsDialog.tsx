import { lazy, Suspense } from 'react'
import { settings as t } from '../../i18n/es/settings'
import { PanelDialog } from '../../ui/PanelDialog'

// The sharing switch and the map: the same body as the home screen's 'Ubicación' dialog.
const MyLocationSettings = lazy(() => import('../account/MyLocationSettings'))

interface LocationSettingsDialogProps {
  isOpen: boolean
  onClose: () => void
}

/**
 * 'Configurar ubicación': the location module's sharing switch (spec §4) over the user's
 * profile, and a place picked on the map. Tracking after it is on (re-saving after a move of
 * more than 1 km) is the app-wide LocationTracker's job, not this dialog's.
 */
export function LocationSettingsDialog({ isOpen, onClose }: LocationSettingsDialogProps) {
  return (
    <PanelDialog
      isOpen={isOpen}
      title={t.locationDialog.title}
      closeLabel={t.locationDialog.close}
      onClose={onClose}
    >
      <Suspense fallback={null}>
        <MyLocationSettings />
      </Suspense>
    </PanelDialog>
  )
}
