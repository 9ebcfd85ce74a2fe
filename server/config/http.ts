import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { ConfigError, integer, matching, type EnvOf } from './env.js'

/** How the HTTP server listens, logs and answers: address, proxy trust, headers, origin. */
export interface HttpConfig {
  port: number
  host: string
  staticDir: string
  logLevel: LogLevel
  /** Extra origins for the Content-Security-Policy (see security-headers.ts). */
  csp: CspHosts
  /** Behind a load balancer the client's address is in X-Forwarded-For; off by default. */
  trustProxy: boolean | string[]
  /**
   * The origin users reach the app at, for links in e-mails. Never taken from a request's Host
   * header, which the sender of a reset request controls. Undefined: http://localhost:PORT.
   */
  publicUrl: string | undefined
  version: string
}

export interface CspHosts {
  /** img-src beyond 'self', data: and blob: (an image CDN) */
  imageHosts: string[]
  /** img-src and connect-src: map tiles, fetched as images and by fetch */
  tileHosts: string[]
  /** connect-src: the reverse geocoder's origin (GEOCODER_URL's, read by the client from /api/config) */
  geocoderOrigins: string[]
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

export const httpEnv = {
  PORT: integer('PORT', 0, 65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z
    .enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` })
    .default('info'),
  STATIC_DIR: z.string().trim().min(1).optional(),
  CSP_IMAGE_HOSTS: z.string().trim().optional(),
  CSP_TILE_HOSTS: z.string().trim().optional(),
  TRUST_PROXY: z.string().trim().optional(),
  PUBLIC_URL: matching(
    /^https?:\/\/[^/?#\s]+\/?$/,
    'PUBLIC_URL must be an origin such as https://huellitas.app',
  )
    .transform((value) => value.replace(/\/$/, ''))
    .optional(),
}

/** The folder holding package.json: dist/server/config/http.js runs three levels below it. */
export function findProjectRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start
  for (;;) {
    const candidate = join(dir, 'package.json')
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: unknown }
      if (pkg.name === 'huellitas') return dir
    }
    const parent = dirname(dir)
    if (parent === dir) return resolve(start, '..', '..', '..')
    dir = parent
  }
}

function readVersion(projectRoot: string): string {
  try {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      version?: unknown
    }
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0'
  } catch {
    return '0.0.0'
  }
}

/** A CSP host source: scheme, host (optionally `*.`-prefixed) and port; nothing else. */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i

function parseOrigins(name: string, value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((part) => part.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  const bad = origins.filter((origin) => !ORIGIN.test(origin))
  if (bad.length > 0) {
    throw new ConfigError([
      `${name} must be a comma-separated list of origins such as https://tiles.example.com (got ${JSON.stringify(bad.join(','))})`,
    ])
  }
  return origins
}

/**
 * The origin of an absolute http(s) URL, for the policy; null for a path on this origin (which
 * 'self' covers) or an empty value.
 */
function externalOrigin(name: string, url: string): string | null {
  if (url === '' || !/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url).origin
  } catch {
    throw new ConfigError([`${name} must be a URL (got ${JSON.stringify(url)})`])
  }
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))]
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value) return false
  const lowered = value.toLowerCase()
  if (['1', 'true', 'yes', 'on'].includes(lowered)) return true
  if (['0', 'false', 'no', 'off'].includes(lowered)) return false
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** The map's URLs the policy must let the client reach (MAP_STYLE_URL, GEOCODER_URL). */
export interface MapUrls {
  styleUrl: string
  geocoderUrl: string
}

export function readHttpConfig(
  e: EnvOf<typeof httpEnv>,
  map: MapUrls,
  projectRoot: string,
  cwd: string,
): HttpConfig {
  // A hosted style fetches its sources, sprites and glyphs from its own origin (OpenFreeMap,
  // a Protomaps build): the policy lets images and fetches reach it along with CSP_TILE_HOSTS.
  const styleOrigin = externalOrigin('MAP_STYLE_URL', map.styleUrl)
  return {
    port: e.PORT,
    host: e.HOST,
    staticDir: e.STATIC_DIR ? resolve(cwd, e.STATIC_DIR) : join(projectRoot, 'dist'),
    logLevel: e.LOG_LEVEL,
    csp: {
      imageHosts: parseOrigins('CSP_IMAGE_HOSTS', e.CSP_IMAGE_HOSTS),
      tileHosts: unique([...parseOrigins('CSP_TILE_HOSTS', e.CSP_TILE_HOSTS), styleOrigin]),
      geocoderOrigins: unique([externalOrigin('GEOCODER_URL', map.geocoderUrl)]),
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicUrl: e.PUBLIC_URL,
    version: readVersion(projectRoot),
  }
}
