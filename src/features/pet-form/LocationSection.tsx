import { lazy, Suspense } from 'react'
import { LoaderCircle, LocateFixed } from 'lucide-react'
import { petForm as texts } from '../../i18n/es/pet-form'
import { formatCoordinates } from '../location'
import { MissingNotice, controlClass } from './FormControls'
import { Field } from '../../ui/TextField'
import { usePetLocation, type ChosenLocation } from './use-pet-location'
import { Notice } from '../../ui/Notice'

// The map brings maplibre: a chunk of its own, fetched when the form shows.
const PetFormMap = lazy(() => import('./PetFormMap'))

/**
 * The pet's location (required, spec §5): 'Usar mi ubicación' fills it from the device and the
 * geocoder; the text stays editable. `missingMessage` is the spec's wording for the screen.
 */
interface LocationSectionProps {
  value: string
  onTextChange: (text: string) => void
  onBlur: () => void
  onChosen: (chosen: ChosenLocation) => void
  coordinates: { latitude: number; longitude: number } | null
  error: string | undefined
  missingMessage: string
  disabled: boolean
}

export function LocationSection({
  value,
  onTextChange,
  onBlur,
  onChosen,
  coordinates,
  error,
  missingMessage,
  disabled,
}: LocationSectionProps) {
  const { locate, isLocating, error: locateError } = usePetLocation(onChosen)
  const isMissing = value.trim() === ''
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => void locate()}
        disabled={disabled || isLocating}
        aria-busy={isLocating || undefined}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border-2 border-brand-500 bg-white px-4 py-2 font-semibold text-brand-600 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
      >
        {isLocating ? (
          <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
        ) : (
          <LocateFixed aria-hidden="true" className="h-5 w-5" />
        )}
        {isLocating ? texts.location.locating : texts.location.useMine}
      </button>
      {locateError ? <Notice kind="error">{locateError}</Notice> : null}
      <Field
        label={texts.location.label}
        // The missing-location notice below already says it; a second red copy would shout.
        error={isMissing ? undefined : error}
        render={(a11y) => (
          <input
            {...a11y}
            type="text"
            value={value}
            onChange={(event) => onTextChange(event.target.value)}
            onBlur={onBlur}
            disabled={disabled}
            autoComplete="off"
            placeholder={texts.location.placeholder}
            className={`${controlClass(Boolean(error) && !isMissing)} min-h-11`}
          />
        )}
      />
      {coordinates ? (
        <p className="text-xs text-gray-500">
          {texts.location.coordinates(
            formatCoordinates(coordinates.latitude, coordinates.longitude),
          )}
        </p>
      ) : (
        <p className="text-xs text-gray-500">{texts.location.hint}</p>
      )}
      <Suspense fallback={null}>
        <PetFormMap coordinates={coordinates} text={value} onChosen={onChosen} />
      </Suspense>
      {isMissing ? <MissingNotice message={missingMessage} /> : null}
    </div>
  )
}
