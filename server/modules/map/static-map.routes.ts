import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import sharp from 'sharp'
import { errorCodes } from '../../contract/error-codes.js'
import {
  STATIC_MAP_CACHE_CONTROL,
  STATIC_MAP_FALLBACK_CACHE_CONTROL,
  STATIC_MAP_ROUTE,
  staticMapLimits,
  staticMapMessages,
} from '../../contract/static-map.js'
import { cellCentre, type Position } from '../../geo/privacy.js'
import { HttpError } from '../../http/http-error.js'
import type { StaticMapIndex } from './static-map-index.js'
import { staticMapSvg, streetViewOf } from './static-map-svg.js'
import type { StreetFeatures } from './street-features.js'
import type { StreetsAnswer, StreetView } from './street-tiles.js'
import { matchesEtag } from '../../http/etag.js'

/**
 * GET /map/static/{lat},{lon}/{w}x{h}.webp (server/contract/static-map.ts): the picture of a
 * privacy cell that public pages and lists show instead of a WebGL map.
 *
 * Any point is accepted and snapped to its cell's centre before anything else, so the answer
 * (and its cache key and ETag) is the same for every point of the cell and never tells more
 * than the cell. Sizes are rounded to whole tens within the contract's bounds; anything else is
 * a 400 with a Spanish message. Pictures are kept in memory, least recently used out first; a
 * picture depends only on the cell, the size, the data of this release and the street tiles,
 * so it is public, a day fresh, then revalidated by its ETag.
 *
 * A picture that wanted the configured streets and had to do without (street-tiles.ts: host
 * down or slow) is a fallback: a minute fresh for clients, and a minute in memory, after which
 * it is drawn again, so the street version takes its place (with its own ETag) once it can.
 */
export interface StaticMapRouteOptions {
  /** the basemap index, built at first use (the places take ~0.5 s to extract) */
  index: () => Promise<StaticMapIndex>
  /**
   * Counts a picture drawn for a client address (throws the 429). Only a picture not in memory
   * is counted: drawing costs CPU (SVG to WebP), a kept one costs nothing.
   */
  consumeDraw?: (ip: string) => Promise<void>
  /** the street detail of a view (street-tiles.ts); none: the app's own basemap only */
  streets?: (view: StreetView) => Promise<StreetsAnswer>
}

interface Picture {
  etag: string
  body: Buffer
  isFallback: boolean
}

const FALLBACK_KEPT_MS = 60_000
/** Pictures kept: ~200 × ~10 KB at card sizes, a few MB at most at the largest size. */
const MAX_PICTURES = 200
/** WebP quality: the picture is flat colours and text; 80 keeps text crisp at ~10 KB. */
const WEBP_QUALITY = 80

const COORDINATE = /^[+-]?\d{1,3}(?:\.\d{1,15})?$/
const SIZE = /^(\d{1,4})x(\d{1,4})\.webp$/

function badRequest(message: string): HttpError {
  return new HttpError(400, errorCodes.badRequest, message)
}

export function parsePosition(text: string): Position {
  const [lat = '', lon = '', ...rest] = text.split(',')
  if (rest.length > 0 || !COORDINATE.test(lat) || !COORDINATE.test(lon)) {
    throw badRequest(staticMapMessages.invalidPosition)
  }
  const latitude = Number(lat)
  const longitude = Number(lon)
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw badRequest(staticMapMessages.invalidPosition)
  }
  return { latitude, longitude }
}

export function parseSize(text: string): { width: number; height: number } {
  const match = SIZE.exec(text)
  const width = Number(match?.[1])
  const height = Number(match?.[2])
  const { minWidth, maxWidth, minHeight, maxHeight, step } = staticMapLimits
  if (!match || width < minWidth || width > maxWidth || height < minHeight || height > maxHeight) {
    throw badRequest(staticMapMessages.invalidSize)
  }
  return { width: Math.round(width / step) * step, height: Math.round(height / step) * step }
}

/** A bounded map that forgets its least recently used entry first. */
class PictureCache {
  private readonly entries = new Map<string, { picture: Promise<Picture>; staleAt: number }>()

  get(key: string, make: () => Promise<Picture>): Promise<Picture> {
    let entry = this.entries.get(key)
    if (entry && entry.staleAt > Date.now()) {
      this.entries.delete(key)
    } else {
      const made = { picture: make(), staleAt: Infinity }
      entry = made
      made.picture.then(
        (picture) => {
          if (picture.isFallback) made.staleAt = Date.now() + FALLBACK_KEPT_MS
        },
        // A failure is not kept: the next request draws again.
        () => {
          if (this.entries.get(key) === made) this.entries.delete(key)
        },
      )
    }
    this.entries.set(key, entry)
    if (this.entries.size > MAX_PICTURES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return entry.picture
  }
}

export async function renderStaticMap(
  index: StaticMapIndex,
  centre: Position,
  width: number,
  height: number,
  streets: StreetFeatures | null = null,
): Promise<Buffer> {
  const svg = staticMapSvg({ centre, width, height }, index, streets)
  return sharp(Buffer.from(svg), { density: 72 }).webp({ quality: WEBP_QUALITY }).toBuffer()
}

export function registerStaticMapRoute(app: FastifyInstance, options: StaticMapRouteOptions): void {
  const pictures = new PictureCache()

  app.get<{ Params: { position: string; size: string } }>(
    STATIC_MAP_ROUTE,
    async (request, reply): Promise<FastifyReply> => {
      const centre = cellCentre(parsePosition(request.params.position))
      const { width, height } = parseSize(request.params.size)
      const key = `${centre.latitude},${centre.longitude}/${width}x${height}`
      const picture = await pictures.get(key, async () => {
        await options.consumeDraw?.(request.ip)
        const [index, streets] = await Promise.all([
          options.index(),
          options.streets?.(streetViewOf({ centre, width, height })) ?? null,
        ])
        const body = await renderStaticMap(index, centre, width, height, streets?.features ?? null)
        const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
        return { etag: `"${hash}"`, body, isFallback: streets?.isFallback ?? false }
      })
      reply
        .header('Content-Type', 'image/webp')
        .header(
          'Cache-Control',
          picture.isFallback ? STATIC_MAP_FALLBACK_CACHE_CONTROL : STATIC_MAP_CACHE_CONTROL,
        )
        .header('ETag', picture.etag)
      if (matchesEtag(request, picture.etag)) return reply.code(304).send()
      return reply.send(picture.body)
    },
  )
}
