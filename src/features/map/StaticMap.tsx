import { useEffect, useRef, useState } from 'react'
import { MapPinOff } from 'lucide-react'
import { map as texts } from '../../i18n/es/map'
import type { StaticMapPicture } from './static-map-renderer'

/**
 * A fixed picture of a place for lists (spec §2 lost-pet cards: not draggable, zoom 15, a
 * marker; 'Ubicación no disponible' without coordinates). The picture comes from the shared
 * renderer (static-map-renderer.ts, loaded with the map chunk on first use): no card holds a
 * WebGL context of its own.
 */
export interface StaticMapProps {
  latitude: number | null | undefined
  longitude: number | null | undefined
  /** the place's name, for the picture's alternative text */
  place?: string | null
  height?: number
}

const DEFAULT_HEIGHT_PX = 150
const FALLBACK_WIDTH_PX = 320

export function StaticMap({
  latitude,
  longitude,
  place,
  height = DEFAULT_HEIGHT_PX,
}: StaticMapProps) {
  const frame = useRef<HTMLDivElement>(null)
  const [picture, setPicture] = useState<(StaticMapPicture & { key: string }) | null>(null)
  const [failedKey, setFailedKey] = useState<string | null>(null)
  // Bumped to draw again after a failure (the style or tiles could not be fetched offline).
  const [attempt, setAttempt] = useState(0)
  const hasPlace = typeof latitude === 'number' && typeof longitude === 'number'
  const key = hasPlace ? `${latitude},${longitude},${height}` : null
  const hasFailed = key !== null && failedKey === key

  useEffect(() => {
    if (!hasFailed) return
    const retry = () => {
      setFailedKey(null)
      setAttempt((n) => n + 1)
    }
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [hasFailed])

  useEffect(() => {
    if (key === null || !hasPlace) return
    let isCurrent = true
    // Whole tens of pixels: cards of nearly the same width share one picture.
    const width = Math.round((frame.current?.clientWidth || FALLBACK_WIDTH_PX) / 10) * 10
    import('./static-map-renderer')
      .then(({ renderStaticMap }) => renderStaticMap({ latitude, longitude, width, height }))
      .then((rendered) => {
        if (isCurrent) setPicture({ ...rendered, key })
      })
      .catch((error: unknown) => {
        console.warn('static map:', error)
        if (isCurrent) setFailedKey(key)
      })
    return () => {
      isCurrent = false
    }
  }, [key, hasPlace, latitude, longitude, height, attempt])

  if (!hasPlace || hasFailed) {
    return (
      <div
        className="flex w-full flex-col items-center justify-center gap-1 rounded-xl bg-gray-100 text-sm text-gray-500"
        style={{ height }}
        data-static-map={hasPlace ? 'failed' : 'none'}
      >
        <MapPinOff aria-hidden="true" className="h-5 w-5" />
        {hasPlace ? texts.staticMap.notDrawn : texts.staticMap.unavailable}
      </div>
    )
  }
  const shown = picture?.key === key ? picture : null
  return (
    <div
      ref={frame}
      className="relative w-full overflow-hidden rounded-xl bg-sky-100"
      style={{ height }}
      data-static-map={shown ? 'ready' : 'loading'}
    >
      {shown ? (
        <>
          <img
            src={shown.url}
            alt={place ? texts.staticMap.alt(place) : texts.staticMap.altPlain}
            className="h-full w-full object-cover"
          />
          {shown.attribution ? (
            <small className="absolute right-0 bottom-0 max-w-full truncate rounded-tl bg-white/80 px-1 text-[10px] text-gray-700">
              {shown.attribution}
            </small>
          ) : null}
        </>
      ) : (
        <span className="sr-only">{texts.loading}</span>
      )}
    </div>
  )
}
