/**
 * What of a live MapLibre map an area save needs: its view and its tiled sources (as
 * save-plan.ts reads them); the whole files come from the style document (style-files.ts). Runtime sources are read rather
 * than the style, because their TileJSON (or pmtiles header) has been resolved by then: tile
 * templates, zooms, bounds.
 */
import type { Map as MapLibreMap } from 'maplibre-gl'
import { pmtilesArchiveUrl } from '../../../../sw/map/map-hosts'
import type { TiledSource } from './save-plan'
import type { LngLatBox } from './tile-math'

interface RuntimeTileSource {
  type: string
  minzoom?: number
  maxzoom?: number
  tileSize?: number
  roundZoom?: boolean
  scheme?: string
  url?: string
  tiles?: string[]
  tileBounds?: { bounds: { toArray(): [[number, number], [number, number]] } }
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href
}

/**
 * A tile template made absolute. The URL parser percent-encodes braces in a path, which
 * would hide `{z}/{x}/{y}` from the substitution (tileUrl): they are put back.
 */
function absoluteTemplate(template: string): string {
  return absolute(template).replace(/%7B/gi, '{').replace(/%7D/gi, '}')
}

function describeTiled(id: string, runtime: RuntimeTileSource): TiledSource | null {
  if (runtime.type !== 'vector' && runtime.type !== 'raster') return null
  const templates = (runtime.tiles ?? []).map((template) =>
    template.startsWith('pmtiles://') ? template : absoluteTemplate(template),
  )
  const archive = pmtilesArchiveUrl(runtime.url ?? '') ?? pmtilesArchiveUrl(templates[0] ?? '')
  if (!archive && templates.length === 0) return null
  const bounds = runtime.tileBounds?.bounds.toArray()
  return {
    id,
    type: runtime.type,
    minzoom: runtime.minzoom ?? 0,
    maxzoom: runtime.maxzoom ?? 22,
    tileSize: runtime.tileSize ?? 512,
    roundZoom: runtime.roundZoom ?? runtime.type === 'raster',
    tiles: archive
      ? { kind: 'pmtiles', archive: absolute(archive) }
      : { kind: 'template', templates, scheme: runtime.scheme === 'tms' ? 'tms' : 'xyz' },
    ...(bounds ? { bounds: [bounds[0][0], bounds[0][1], bounds[1][0], bounds[1][1]] } : {}),
  }
}

export interface MapToSave {
  sources: TiledSource[]
  box: LngLatBox
  zoom: number
}

export function describeMap(map: MapLibreMap): MapToSave {
  const style = map.getStyle()
  const sources: TiledSource[] = []
  for (const [id, spec] of Object.entries(style.sources)) {
    if (spec.type !== 'vector' && spec.type !== 'raster') continue
    const runtime = map.getSource(id) as RuntimeTileSource | undefined
    const tiled = runtime ? describeTiled(id, runtime) : null
    if (tiled) sources.push(tiled)
  }
  const bounds = map.getBounds()
  return {
    sources,
    box: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    zoom: map.getZoom(),
  }
}
