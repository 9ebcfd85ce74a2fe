import * as maplibregl from 'maplibre-gl'
import { Protocol } from 'pmtiles'
// Vite bundles maplibre's worker into a file of its own under assets/ (precached with the other
// scripts): maplibre starts it from this same-origin URL, so the CSP needs no blob: workers.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url'
import 'maplibre-gl/dist/maplibre-gl.css'

/**
 * maplibre-gl, ready to use: its worker self-hosted and the `pmtiles://` protocol registered
 * (operators' .pmtiles archives, read with HTTP Range requests). Only imported lazily — by the
 * map chunks — never by a route's first load.
 */
let isReady = false

export function setUpMaplibre(): typeof maplibregl {
  if (!isReady) {
    maplibregl.setWorkerUrl(workerUrl)
    const protocol = new Protocol()
    maplibregl.addProtocol('pmtiles', protocol.tile)
    isReady = true
  }
  return maplibregl
}

export { maplibregl }
