import { useEffect, useRef, useState } from 'react'
import { Map as MapIcon, MapPinOff } from 'lucide-react'
import { cellCentre } from '@contract/privacy-grid'
import { staticMapSize } from '@contract/static-map'
import { map as texts } from '../../i18n/es/map'
import { LazyAreaMap } from './LazyAreaMap'
import { STATIC_MAP_WIDTH_PX, staticMapSources, type StaticMapSources } from './static-map-sources'
import { Button } from '../../ui/Button'

/**
 * A fixed picture of a place for lists and public pages (spec §2 lost-pet cards; design.md
 * 'Rendering: HTML first': no WebGL there). The picture is a plain <img> of the server's
 * static map (GET /map/static/…, server/contract/static-map.ts): the ~1 km privacy cell around
 * the place, never the point, drawn from the app's own basemap. The worker keeps the pictures
 * (sw/map/map-routes.ts), so lists open offline with them.
 *
 * Rendered on the server and hydrated: nothing here reads the window or the DOM while
 * rendering, and no style attribute (the CSP forbids inline styles): the picture keeps its
 * proportions from its width and height attributes, the empty states take a height class.
 *
 * `interactive` adds 'Ver mapa interactivo', which swaps the picture for the pet profile's area
 * map (MapLibre, loaded on that click only); with `isExact` (the owner's own pet) that map shows
 * the exact place with a pin, the picture still the cell around it.
 */
export interface StaticMapProps {
  latitude: number | null | undefined
  longitude: number | null | undefined
  /** the place's name, for the picture's alternative text */
  place?: string | null
  /** the picture's height at its natural width (STATIC_MAP_WIDTH_PX, 400), in CSS pixels */
  height?: number
  /** load at once rather than when scrolled near (the picture is the page's first content) */
  priority?: boolean
  /** offer the interactive map behind a button */
  interactive?: boolean
  /** the interactive map shows the point itself (the owner's own pet), not the cell */
  isExact?: boolean
}

const DEFAULT_HEIGHT_PX = 150
/** A picture that failed while online is asked for again after 2 s, 4 s, 8 s… at most 30 s. */
const RETRY_FIRST_MS = 2_000
const RETRY_MAX_MS = 30_000

/** The empty states' heights, as literal classes (Tailwind sees only whole class names). */
const HEIGHT_CLASSES: Record<number, string> = {
  80: 'h-20',
  90: 'h-[90px]',
  100: 'h-[100px]',
  110: 'h-[110px]',
  120: 'h-[120px]',
  130: 'h-[130px]',
  140: 'h-[140px]',
  150: 'h-[150px]',
  160: 'h-40',
  170: 'h-[170px]',
  180: 'h-[180px]',
  200: 'h-[200px]',
  240: 'h-60',
  300: 'h-[300px]',
}

function heightClass(height: number): string {
  return HEIGHT_CLASSES[height] ?? 'h-[150px]'
}

function EmptyMap({ height, text, state }: { height: number; text: string; state: string }) {
  return (
    <div
      className={`flex w-full flex-col items-center justify-center gap-1 rounded-xl bg-gray-100 text-sm text-gray-500 ${heightClass(height)}`}
      data-static-map={state}
    >
      <MapPinOff aria-hidden="true" className="h-5 w-5" />
      {text}
    </div>
  )
}

export function StaticMap({
  latitude,
  longitude,
  place,
  height = DEFAULT_HEIGHT_PX,
  priority = false,
  interactive = false,
  isExact = false,
}: StaticMapProps) {
  const [isInteractive, setIsInteractive] = useState(false)
  if (typeof latitude !== 'number' || typeof longitude !== 'number') {
    const { height: shownHeight } = staticMapSize(STATIC_MAP_WIDTH_PX, height)
    return <EmptyMap height={shownHeight} text={texts.staticMap.unavailable} state="none" />
  }
  const position = { latitude, longitude }
  if (isInteractive) {
    // The same cell the picture showed: the area map draws the area around its centre.
    const shown = isExact ? position : cellCentre(position)
    return (
      <LazyAreaMap
        latitude={shown.latitude}
        longitude={shown.longitude}
        isExact={isExact}
        place={place}
      />
    )
  }
  const sources = staticMapSources(position, height)
  return (
    // Keyed by the picture: another place starts again from 'loading'.
    <StaticMapPicture
      key={sources.src}
      sources={sources}
      alt={place ? texts.staticMap.alt(place) : texts.staticMap.altPlain}
      priority={priority}
      onInteractive={interactive ? () => setIsInteractive(true) : null}
    />
  )
}

interface StaticMapPictureProps {
  sources: StaticMapSources
  alt: string
  priority: boolean
  onInteractive: (() => void) | null
}

function StaticMapPicture({ sources, alt, priority, onInteractive }: StaticMapPictureProps) {
  const image = useRef<HTMLImageElement>(null)
  // 'ready' once the picture has loaded (data-static-map, which the browser tests wait for).
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  // Bumped to load again when the connection comes back: a new <img>, a new request.
  const [attempt, setAttempt] = useState(0)
  const hasFailed = status === 'failed'

  useEffect(() => {
    if (!hasFailed) return
    const retry = () => {
      setStatus('loading')
      setAttempt((n) => n + 1)
    }
    window.addEventListener('online', retry)
    // Failed while online (a busy server, an answer cut on a poor network): no 'online' event
    // will come, so try again after a pause that doubles each time, up to RETRY_MAX_MS.
    const timer = navigator.onLine
      ? window.setTimeout(retry, Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_MAX_MS))
      : undefined
    return () => {
      window.removeEventListener('online', retry)
      window.clearTimeout(timer)
    }
  }, [hasFailed, attempt])

  // A picture that loaded or failed before hydration fired its event before React listened.
  useEffect(() => {
    const shown = image.current
    if (shown?.complete) setStatus(shown.naturalWidth > 0 ? 'ready' : 'failed')
  }, [attempt])

  const openInteractive = onInteractive ? (
    <Button size="sm" onClick={onInteractive} variant="outline" className="mt-2">
      <MapIcon aria-hidden="true" className="h-4 w-4" />
      {texts.staticMap.showInteractive}
    </Button>
  ) : null
  if (hasFailed) {
    // Offline without the picture, the interactive map may still draw (an area saved offline).
    return (
      <div className="w-full">
        <EmptyMap height={sources.height} text={texts.staticMap.notDrawn} state="failed" />
        {openInteractive}
      </div>
    )
  }
  return (
    <div className="w-full" data-static-map={status}>
      <img
        key={attempt}
        ref={image}
        src={sources.src}
        srcSet={`${sources.src} 1x, ${sources.src2x} 2x`}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="block h-auto w-full rounded-xl bg-sky-100"
        onLoad={() => setStatus('ready')}
        onError={() => setStatus('failed')}
      />
      {openInteractive}
    </div>
  )
}
