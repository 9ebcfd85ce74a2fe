import { useState } from 'react'
import { LoaderCircle, Map as MapIcon } from 'lucide-react'
import { map as texts } from '../../i18n/es/map'
import { LazyLocationPicker } from './LazyLocationPicker'
import { StaticMap } from './StaticMap'
import type { LatLng } from './map-constants'
import type { PickedLocation } from './use-location-picker'
import { Button } from '../../ui/Button'

/**
 * 'Elegir en el mapa' in the location dialog: the user's place set by hand with the picker
 * (for a device that cannot or should not report its position), saved through the caller's
 * action (the account feature's, PUT /api/users/location), which also learns whether the pin is
 * the device position or a place picked by hand. Closed, it shows the saved place as a static
 * picture, which holds no WebGL context.
 */
export interface MapLocationSectionProps {
  saved: LatLng | null
  savedText: string | null
  onSave: (picked: PickedLocation) => Promise<{ ok: true } | { ok: false; message: string }>
}

type SaveState = { phase: 'idle' | 'saving' | 'saved' } | { phase: 'failed'; message: string }

export function MapLocationSection({ saved, savedText, onSave }: MapLocationSectionProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [picked, setPicked] = useState<PickedLocation | null>(null)
  const [save, setSave] = useState<SaveState>({ phase: 'idle' })

  async function savePicked() {
    if (!picked) return
    setSave({ phase: 'saving' })
    const result = await onSave(picked)
    setSave(result.ok ? { phase: 'saved' } : { phase: 'failed', message: result.message })
  }

  return (
    <section className="mt-3 space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      {!isOpen && saved ? (
        <StaticMap
          latitude={saved.latitude}
          longitude={saved.longitude}
          place={savedText}
          height={120}
        />
      ) : null}
      <Button
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        variant="outline"
        isFullWidth
      >
        <MapIcon aria-hidden="true" className="h-5 w-5" />
        {isOpen ? texts.locationDialog.hide : texts.locationDialog.chooseOnMap}
      </Button>
      {isOpen ? (
        <div className="space-y-3">
          <LazyLocationPicker
            initial={saved}
            initialAddress={savedText}
            onChange={(next) => {
              setPicked(next)
              setSave({ phase: 'idle' })
            }}
            // Until the new pin is named, saving would store the previous one.
            onMoveStart={() => setPicked(null)}
          />
          <Button
            onClick={() => void savePicked()}
            disabled={!picked || save.phase === 'saving'}
            isFullWidth
          >
            {save.phase === 'saving' ? (
              <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
            ) : null}
            {save.phase === 'saving' ? texts.locationDialog.saving : texts.locationDialog.save}
          </Button>
          <div aria-live="polite" className="text-sm">
            {save.phase === 'saved' ? (
              <p className="text-green-700">{texts.locationDialog.saved}</p>
            ) : save.phase === 'failed' ? (
              <p role="alert" className="text-red-700">
                {save.message}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  )
}
