import type { Map as MaplibreMap } from 'maplibre-gl'
import { loadRuntimeConfig } from '../../api/runtime-config'
import { STATIC_MAP_ZOOM } from './map-constants'
import { setUpMaplibre } from './maplibre-setup'
import { styleUrlResolver } from './style-urls'
import { STATIC_MAP_CACHE } from '../../../sw/map/map-cache-names'

/**
 * Pictures of places for lists (spec §2 lost-pet cards: fixed, zoom 15, a marker), from ONE
 * shared off-screen maplibre map: browsers allow about 16 live WebGL contexts, so a list of
 * cards must not hold a map each (design.md pitfalls). Requests wait in a queue; for each, the
 * map jumps to the place, waits for 'idle' (style and tiles drawn), and its canvas — kept with
 * preserveDrawingBuffer — is copied onto a 2D canvas with the marker and saved as a PNG.
 *
 * Pictures are kept in memory for the page and in a small Cache API store across visits, so a
 * place already seen shows offline too (the store holds the newest MAX_STORED pictures).
 */
export interface StaticMapRequest {
  latitude: number
  longitude: number
  /** CSS pixels */
  width: number
  height: number
}

export interface StaticMapPicture {
  /** an object URL of the PNG */
  url: string
  /** the style's attribution, as text */
  attribution: string
}

// Under the map caches' prefix, so a sign-out deletes it with them (src/sync/sync-session.ts).
const STORE = STATIC_MAP_CACHE
const MAX_STORED = 200
/** A place whose tiles never arrive (offline, nothing cached) is drawn with what there is. */
const IDLE_TIMEOUT_MS = 15_000
/** How long the style may take before the picture is given up (the next request tries again). */
const STYLE_TIMEOUT_MS = 15_000

interface Job extends StaticMapRequest {
  key: string
  styleUrl: string
  resolve: (picture: StaticMapPicture) => void
  reject: (error: unknown) => void
}

const memory = new Map<string, Promise<StaticMapPicture>>()
const queue: Job[] = []
let isRunning = false
interface SharedMap {
  map: MaplibreMap
  container: HTMLDivElement
  styleUrl: string
  /** settles when the style has loaded; rejects if it could not be fetched */
  styleReady: Promise<void>
}
let shared: SharedMap | null = null

function pictureKey(request: StaticMapRequest, styleUrl: string, ratio: number): string {
  const { latitude, longitude, width, height } = request
  return [
    styleUrl,
    latitude.toFixed(5),
    longitude.toFixed(5),
    STATIC_MAP_ZOOM,
    `${Math.round(width)}x${Math.round(height)}@${ratio}`,
  ].join('|')
}

function storeUrl(key: string): string {
  return new URL(`/__static-map/${encodeURIComponent(key)}`, location.href).href
}

async function openStore(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(STORE)
  } catch {
    return null
  }
}

async function readStored(key: string): Promise<StaticMapPicture | null> {
  const store = await openStore()
  const response = await store?.match(storeUrl(key))
  if (!response) return null
  const attribution = decodeURIComponent(response.headers.get('X-Attribution') ?? '')
  return { url: URL.createObjectURL(await response.blob()), attribution }
}

async function store(key: string, blob: Blob, attribution: string) {
  const cache = await openStore()
  if (!cache) return
  try {
    await cache.put(
      storeUrl(key),
      new Response(blob, {
        headers: { 'Content-Type': 'image/png', 'X-Attribution': encodeURIComponent(attribution) },
      }),
    )
    const keys = await cache.keys()
    // Keys come back in insertion order: drop the oldest beyond the bound.
    await Promise.all(
      keys.slice(0, Math.max(0, keys.length - MAX_STORED)).map((k) => cache.delete(k)),
    )
  } catch {
    // Quota: the picture still serves this page.
  }
}

function dropSharedMap() {
  shared?.map.remove()
  shared?.container.remove()
  shared = null
}

/**
 * Settles once the style has loaded. A style that fails (opened offline with no copy of it
 * cached) never loads and the map never goes idle: reject at once instead, so the pictures
 * waiting behind fail fast rather than 15 s each.
 */
function whenStyleLoaded(map: MaplibreMap): Promise<void> {
  return new Promise((resolve, reject) => {
    if (map.isStyleLoaded()) return resolve()
    const timer = setTimeout(() => settle(new Error('style timed out')), STYLE_TIMEOUT_MS)
    const onLoad = () => settle()
    // Before 'style.load' the only thing loading is the style itself.
    const onError = (event: { error?: { message?: string } }) =>
      settle(new Error(event.error?.message ?? 'style failed'))
    function settle(error?: Error) {
      clearTimeout(timer)
      map.off('style.load', onLoad)
      map.off('error', onError)
      if (error) reject(error)
      else resolve()
    }
    map.on('style.load', onLoad)
    map.on('error', onError)
  })
}

function sharedMap(styleUrl: string, width: number, height: number): SharedMap {
  if (shared && shared.styleUrl === styleUrl) return shared
  dropSharedMap()
  const maplibregl = setUpMaplibre()
  const container = document.createElement('div')
  container.setAttribute('aria-hidden', 'true')
  // Laid out (maplibre needs a size) but off-screen and out of the accessibility tree.
  Object.assign(container.style, {
    position: 'fixed',
    left: '-10000px',
    top: '0',
    width: `${width}px`,
    height: `${height}px`,
    pointerEvents: 'none',
  })
  document.body.append(container)
  const map = new maplibregl.Map({
    container,
    style: styleUrl,
    transformStyle: styleUrlResolver(styleUrl),
    center: [0, 0],
    zoom: STATIC_MAP_ZOOM,
    interactive: false,
    attributionControl: false,
    fadeDuration: 0,
    canvasContextAttributes: { preserveDrawingBuffer: true },
  })
  map.on('error', (event: { error: { message: string } }) =>
    console.warn('static map:', event.error.message),
  )
  const styleReady = whenStyleLoaded(map)
  const created: SharedMap = { map, container, styleUrl, styleReady }
  // A map whose style failed is dropped: the next picture builds a new one and fetches again.
  styleReady.catch(() => {
    if (shared === created) dropSharedMap()
  })
  shared = created
  return created
}

function whenIdle(map: MaplibreMap): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, IDLE_TIMEOUT_MS)
    function done() {
      clearTimeout(timer)
      map.off('idle', done)
      resolve()
    }
    map.on('idle', done)
    map.triggerRepaint()
  })
}

function attributionOf(map: MaplibreMap): string {
  const texts = Object.values(map.getStyle()?.sources ?? {})
    .map((source) => ('attribution' in source ? source.attribution : undefined))
    .filter((text): text is string => typeof text === 'string' && text !== '')
    .map((html) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
  return [...new Set(texts)].join(' · ')
}

/** The marker: a brand-coloured pin whose tip is the place. */
function drawPin(context: CanvasRenderingContext2D, x: number, y: number, scale: number) {
  context.save()
  context.translate(x, y)
  context.scale(scale, scale)
  context.beginPath()
  context.moveTo(0, 0)
  context.bezierCurveTo(-4, -10, -11, -14, -11, -22)
  context.arc(0, -22, 11, Math.PI, 0)
  context.bezierCurveTo(11, -14, 4, -10, 0, 0)
  context.fillStyle = '#f97316'
  context.strokeStyle = '#ffffff'
  context.lineWidth = 2
  context.fill()
  context.stroke()
  context.beginPath()
  context.arc(0, -22, 4, 0, Math.PI * 2)
  context.fillStyle = '#ffffff'
  context.fill()
  context.restore()
}

async function render(job: Job): Promise<StaticMapPicture> {
  const { map, container, styleReady } = sharedMap(job.styleUrl, job.width, job.height)
  await styleReady
  container.style.width = `${job.width}px`
  container.style.height = `${job.height}px`
  map.resize()
  map.jumpTo({ center: [job.longitude, job.latitude], zoom: STATIC_MAP_ZOOM })
  await whenIdle(map)
  const source = map.getCanvas()
  const canvas = document.createElement('canvas')
  canvas.width = source.width
  canvas.height = source.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('2D canvas unavailable')
  context.drawImage(source, 0, 0)
  const ratio = source.width / job.width
  drawPin(context, canvas.width / 2, canvas.height / 2, ratio)
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('toBlob failed'))), 'image/png'),
  )
  const attribution = attributionOf(map)
  void store(job.key, blob, attribution)
  return { url: URL.createObjectURL(blob), attribution }
}

async function drain() {
  if (isRunning) return
  isRunning = true
  try {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        job.resolve(await render(job))
      } catch (error) {
        job.reject(error)
      }
    }
  } finally {
    isRunning = false
  }
}

/** A picture of the place at zoom 15 with a marker: from memory, the store, or rendered. */
export async function renderStaticMap(request: StaticMapRequest): Promise<StaticMapPicture> {
  const { mapStyleUrl } = await loadRuntimeConfig()
  const ratio = Math.min(globalThis.devicePixelRatio || 1, 2)
  const key = pictureKey(request, mapStyleUrl, ratio)
  let picture = memory.get(key)
  if (!picture) {
    picture = readStored(key).then(
      (stored) =>
        stored ??
        new Promise<StaticMapPicture>((resolve, reject) => {
          queue.push({ ...request, key, styleUrl: mapStyleUrl, resolve, reject })
          void drain()
        }),
    )
    // A failed render may succeed later (the style was offline): do not keep the failure.
    picture.catch(() => memory.delete(key))
    memory.set(key, picture)
  }
  return picture
}
