import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { foundReportRules } from './contract/found-reports.messages.js'
import { lostPetChatRules } from './contract/lost-pet-chat.contract.js'
import {
  DEFAULT_GEOCODER_URL,
  DEFAULT_MAP_PLACES_COUNTRIES,
  DEFAULT_MAP_STYLE_URL,
} from './contract/map.contract.js'
import {
  DEFAULT_MARKET_COUNTRY,
  isMarketCountry,
  marketCountries,
  marketOf,
  type Market,
} from './contract/market.js'

/**
 * The server's whole configuration, read once from the environment and validated, so a typo
 * in a deployment fails at start with a readable list instead of misbehaving later.
 */
export interface AppConfig {
  port: number
  host: string
  dataDir: string
  /** postgres://… when PostgreSQL is in use; undefined means the embedded SQLite file */
  databaseUrl: string | undefined
  sqlitePath: string
  uploadsDir: string
  staticDir: string
  redisUrl: string | undefined
  /** Namespaces every Redis key and channel, so several deployments can share one Redis. */
  redisKeyPrefix: string
  demoData: boolean
  /** Seed the demo services catalogue (DEMO_CATALOGUE; default: DEMO_DATA's value). */
  demoCatalogue: boolean
  /**
   * MARKET (default SV): the deployment's currency and default time zone (contract/market.ts).
   * Its currency is CURRENCY's when that is set.
   */
  market: Market
  /** ISO 4217 code of every price: services, bookings, premium (market.currency). */
  currency: string
  logLevel: LogLevel
  tokenTtlDays: number
  loginMaxFailsPerEmail: number
  loginMaxAttemptsPerIp: number
  /** Sign-ups per IP and attempts per e-mail within SIGNUP_WINDOW_SECONDS. */
  signupMaxPerIp: number
  signupMaxPerEmail: number
  /** Socket handshakes and join-match events per IP and per user within SOCKET_JOIN_WINDOW_SECONDS. */
  socketJoinsMaxPerIp: number
  socketJoinsMaxPerUser: number
  /** How often each node checks that the sessions of its open sockets are still valid. */
  sessionRecheckSeconds: number
  /** How long a session read by token is reused (0: read on every request). */
  sessionCacheMs: number
  /** Extra origins for the Content-Security-Policy (see security-headers.ts). */
  csp: CspHosts
  /** Behind a load balancer the client's address is in X-Forwarded-For; off by default. */
  trustProxy: boolean | string[]
  /** Likes a free user may give per UTC day (premium users have no limit). */
  freeDailyLikes: number
  /** In-app notifications one user may receive in any 24 hours; more are dropped. */
  notificationsDailyMax: number
  /** New conversations about lost pets one user may start per UTC day (abuse limit). */
  lostPetChatsPerDay: number
  /** A new lost-pet alert notifies users whose saved location lies within this many km. */
  alertRadiusKm: number
  /** Radius (km) of the replicated `lostPets` set around each user's saved location. */
  lostPetsFeedRadiusKm: number
  /** How often alerts past their expiry are swept out of others' feeds. */
  lostPetsSweepSeconds: number
  /** Found-pet reports one user, and one address, may send per day (abuse limit). */
  foundReportsMaxPerUser: number
  foundReportsMaxPerIp: number
  /**
   * Seals discover's paging cursors; every node of a deployment must use the same one. Unset:
   * a random secret made once and kept in the database, which all nodes then share.
   */
  cursorSecret: string | undefined
  /**
   * VAPID keys of web push (URL-safe base64). Unset: a pair made once and kept in the database
   * (with the data in DATA_DIR on SQLite), shared by every node.
   */
  vapidKeys: { publicKey: string; privateKey: string } | undefined
  /** The contact push services may write to about our pushes (mailto: or https:). */
  vapidSubject: string
  /** How often each node looks for pushes to retry or left by a node that stopped. */
  pushPollSeconds: number
  /**
   * How long a node keeps a push it took before another may take it: a node killed mid-send
   * leaves its pushes to the others (or to itself restarted) after this.
   */
  pushLeaseSeconds: number
  /** smtp:// or smtps:// for outgoing mail; undefined writes each mail's link to the log. */
  smtpUrl: string | undefined
  mailFrom: string
  /**
   * The origin users reach the app at, for links in e-mails. Never taken from a request's Host
   * header, which the sender of a reset request controls. Undefined: http://localhost:PORT.
   */
  publicUrl: string | undefined
  resetMaxPerEmail: number
  resetMaxPerIp: number
  /** 'Cambiar correo' requests (each mails a link) per hour, per account and per address. */
  emailChangeMaxPerUser: number
  emailChangeMaxPerIp: number
  /** Sightings and messages a visitor of a public alert page may send per hour, per address. */
  visitorNoticesMaxPerIp: number
  /** New static map pictures drawn per ten minutes, per address (kept ones are free). */
  staticMapDrawsPerIp: number
  version: string
  /** What the client reads from GET /api/config, and where the map's own data lives. */
  map: MapConfig
  /** How POST /api/subscription/upgrade takes payment (modules/subscription/payment-provider.ts). */
  payment: PaymentConfig
}

export type PaymentConfig = {
  /** CURRENCY: plans are shown and charged in the deployment's one currency, as services are. */
  currency: string
} & (
  | { provider: 'demo' }
  | {
      provider: 'stripe'
      secretKey: string
      webhookSecret: string
      /** STRIPE_API_URL: another Stripe API origin (a local fake in tests); default Stripe's */
      apiUrl: string | undefined
    }
)

export interface MapConfig {
  /** MAP_STYLE_URL: the basemap style the client loads; default OpenFreeMap's streets (map.contract.ts) */
  styleUrl: string
  /** GEOCODER_URL: the reverse geocoder (Nominatim's /reverse API) the client calls */
  geocoderUrl: string
  /** DATA_DIR/tiles: operator-provided .pmtiles archives served at /map/tiles/ */
  tilesDir: string
  /** MAP_PLACES_COUNTRIES: ISO codes whose every GeoNames place the app's own style labels */
  placesCountries: string[]
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

/** Failed logins and attempts are counted over this window (see LOGIN_MAX_* variables). */
export const LOGIN_WINDOW_SECONDS = 15 * 60
/** Sign-ups (SIGNUP_MAX_*) are counted per hour. */
export const SIGNUP_WINDOW_SECONDS = 60 * 60
/** Socket handshakes and room joins (SOCKET_JOINS_MAX_*) are counted per minute. */
export const SOCKET_JOIN_WINDOW_SECONDS = 60

/** Visitors' sightings and messages on public alert pages are counted over this window. */
export const VISITOR_WINDOW_SECONDS = 60 * 60

/** Password-reset requests are counted over this window (see RESET_MAX_* variables). */
export const RESET_WINDOW_SECONDS = 60 * 60

/** 'Cambiar correo' requests are counted over this window (see EMAIL_CHANGE_MAX_* variables). */
export const EMAIL_CHANGE_WINDOW_SECONDS = 60 * 60

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

const flag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(value), {
      message: `${name} must be one of 1, 0, true, false, yes, no, on, off`,
    })
    .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))

const integer = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      message: `${name} must be a whole number between ${min} and ${max}`,
    })

const envSchema = z.object({
  PORT: integer('PORT', 0, 65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded SQLite file)',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('huellitas:'),
  DEMO_DATA: flag('DEMO_DATA').default(true),
  DEMO_CATALOGUE: flag('DEMO_CATALOGUE').optional(),
  MARKET: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isMarketCountry, `MARKET must be one of ${marketCountries.join(', ')}`)
    .default(DEFAULT_MARKET_COUNTRY),
  CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'CURRENCY must be an ISO 4217 code such as MXN or USD')
    .refine((code) => {
      try {
        new Intl.NumberFormat('es', { style: 'currency', currency: code })
        return true
      } catch {
        return false
      }
    }, 'CURRENCY must be an ISO 4217 code such as MXN or USD')
    .optional(),
  LOG_LEVEL: z
    .enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` })
    .default('info'),
  STATIC_DIR: z.string().trim().min(1).optional(),
  TOKEN_TTL_DAYS: integer('TOKEN_TTL_DAYS', 1, 3650).default(30),
  LOGIN_MAX_FAILS_PER_EMAIL: integer('LOGIN_MAX_FAILS_PER_EMAIL', 1, 100_000).default(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: integer('LOGIN_MAX_ATTEMPTS_PER_IP', 1, 1_000_000).default(30),
  SIGNUP_MAX_PER_IP: integer('SIGNUP_MAX_PER_IP', 1, 1_000_000).default(20),
  SIGNUP_MAX_PER_EMAIL: integer('SIGNUP_MAX_PER_EMAIL', 1, 1_000_000).default(5),
  SOCKET_JOINS_MAX_PER_IP: integer('SOCKET_JOINS_MAX_PER_IP', 1, 10_000_000).default(300),
  SOCKET_JOINS_MAX_PER_USER: integer('SOCKET_JOINS_MAX_PER_USER', 1, 10_000_000).default(60),
  SESSION_RECHECK_SECONDS: integer('SESSION_RECHECK_SECONDS', 1, 60).default(30),
  SESSION_CACHE_MS: integer('SESSION_CACHE_MS', 0, 10_000).default(2_000),
  CSP_IMAGE_HOSTS: z.string().trim().optional(),
  CSP_TILE_HOSTS: z.string().trim().optional(),
  TRUST_PROXY: z.string().trim().optional(),
  FREE_DAILY_LIKES: integer('FREE_DAILY_LIKES', 0, 1_000_000).default(10),
  PAYMENT_PROVIDER: z
    .enum(['demo', 'stripe'], { error: 'PAYMENT_PROVIDER must be demo or stripe' })
    .default('demo'),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_API_URL: z.url({ error: 'STRIPE_API_URL must be a URL' }).optional(),
  NOTIFICATIONS_DAILY_MAX: integer('NOTIFICATIONS_DAILY_MAX', 1, 10_000).default(20),
  LOST_PET_CHATS_PER_DAY: integer('LOST_PET_CHATS_PER_DAY', 1, 10_000).default(
    lostPetChatRules.perDayDefault,
  ),
  ALERT_RADIUS_KM: integer('ALERT_RADIUS_KM', 1, 500).default(5),
  LOST_PETS_FEED_RADIUS_KM: integer('LOST_PETS_FEED_RADIUS_KM', 1, 500).default(25),
  LOST_PETS_SWEEP_SECONDS: integer('LOST_PETS_SWEEP_SECONDS', 1, 86_400).default(600),
  FOUND_REPORTS_MAX_PER_USER: integer('FOUND_REPORTS_MAX_PER_USER', 1, 10_000).default(
    foundReportRules.perUserPerDayDefault,
  ),
  FOUND_REPORTS_MAX_PER_IP: integer('FOUND_REPORTS_MAX_PER_IP', 1, 100_000).default(
    foundReportRules.perIpPerDayDefault,
  ),
  CURSOR_SECRET: z
    .string()
    .trim()
    .min(32, 'CURSOR_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{80,100}$/,
      'VAPID_PUBLIC_KEY must be URL-safe base64 (npx web-push generate-vapid-keys)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{40,50}$/,
      'VAPID_PRIVATE_KEY must be URL-safe base64 (npx web-push generate-vapid-keys)',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must start with mailto: or https://')
    .default('mailto:soporte@huellitas.app'),
  PUSH_POLL_SECONDS: integer('PUSH_POLL_SECONDS', 1, 3600).default(30),
  // Above the sender's 10 s timeout per device, so a live node's send never outlasts its lease.
  PUSH_LEASE_SECONDS: integer('PUSH_LEASE_SECONDS', 15, 3600).default(60),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Huellitas <no-reply@huellitas.app>'),
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[^/?#\s]+\/?$/,
      'PUBLIC_URL must be an origin such as https://huellitas.app',
    )
    .transform((value) => value.replace(/\/$/, ''))
    .optional(),
  RESET_MAX_PER_EMAIL: integer('RESET_MAX_PER_EMAIL', 1, 100_000).default(3),
  RESET_MAX_PER_IP: integer('RESET_MAX_PER_IP', 1, 1_000_000).default(20),
  EMAIL_CHANGE_MAX_PER_USER: integer('EMAIL_CHANGE_MAX_PER_USER', 1, 100_000).default(5),
  EMAIL_CHANGE_MAX_PER_IP: integer('EMAIL_CHANGE_MAX_PER_IP', 1, 1_000_000).default(20),
  VISITOR_NOTICES_MAX_PER_IP: integer('VISITOR_NOTICES_MAX_PER_IP', 1, 1_000_000).default(10),
  STATIC_MAP_DRAWS_PER_IP: integer('STATIC_MAP_DRAWS_PER_IP', 1, 1_000_000).default(300),
  MAP_STYLE_URL: z
    .string()
    .trim()
    .regex(
      /^(https?:\/\/[^\s]+|\/[^\s]*)$/,
      'MAP_STYLE_URL must be an http(s) URL or a path on this server such as /map/style.json',
    )
    .default(DEFAULT_MAP_STYLE_URL),
  GEOCODER_URL: z
    .string()
    .trim()
    .regex(
      /^(https?:\/\/[^\s]+|\/[^\s]*)$/,
      'GEOCODER_URL must be an http(s) URL such as https://nominatim.openstreetmap.org/reverse',
    )
    .default(DEFAULT_GEOCODER_URL),
  MAP_PLACES_COUNTRIES: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z]{2}(\s*,\s*[A-Z]{2})*$/,
      'MAP_PLACES_COUNTRIES must be a comma-separated list of ISO country codes such as SV,GT,HN',
    )
    .transform((value) => value.split(',').map((code) => code.trim()))
    .optional(),
})

/** The folder holding package.json: dist/server/config.js runs two levels below it, server/config.ts one. */
export function findProjectRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start
  for (;;) {
    const candidate = join(dir, 'package.json')
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: unknown }
      if (pkg.name === 'huellitas') return dir
    }
    const parent = dirname(dir)
    if (parent === dir) return resolve(start, '..', '..')
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

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): AppConfig {
  // An empty variable (`PORT=`) means "not set", as most shells and .env files intend.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value?.trim()),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.')
        const got = present[name]
        return `${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`
      }),
    )
  }
  const e = parsed.data
  const market = marketOf(e.MARKET, e.CURRENCY)
  // Mail to real people needs links to the real address; guessing it would send broken links.
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw new ConfigError([
      'PUBLIC_URL is required when SMTP_URL is set: it is the origin of the links in e-mails (e.g. https://huellitas.app)',
    ])
  }
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError([
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the webhook endpoint signing secret, whsec_…)',
    ])
  }
  const payment: PaymentConfig =
    e.PAYMENT_PROVIDER === 'stripe'
      ? {
          provider: 'stripe',
          secretKey: e.STRIPE_SECRET_KEY ?? '',
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
          apiUrl: e.STRIPE_API_URL,
          currency: market.currency,
        }
      : { provider: 'demo', currency: market.currency }
  const projectRoot = findProjectRoot()
  const dataDir = resolve(cwd, e.DATA_DIR)
  // A hosted style fetches its sources, sprites and glyphs from its own origin (OpenFreeMap,
  // a Protomaps build): the policy lets images and fetches reach it along with CSP_TILE_HOSTS.
  const styleOrigin = externalOrigin('MAP_STYLE_URL', e.MAP_STYLE_URL)
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: join(dataDir, 'huellitas.sqlite'),
    uploadsDir: join(dataDir, 'uploads'),
    staticDir: e.STATIC_DIR ? resolve(cwd, e.STATIC_DIR) : join(projectRoot, 'dist'),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    demoData: e.DEMO_DATA,
    demoCatalogue: e.DEMO_CATALOGUE ?? e.DEMO_DATA,
    market,
    currency: market.currency,
    logLevel: e.LOG_LEVEL,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    loginMaxFailsPerEmail: e.LOGIN_MAX_FAILS_PER_EMAIL,
    loginMaxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
    signupMaxPerIp: e.SIGNUP_MAX_PER_IP,
    signupMaxPerEmail: e.SIGNUP_MAX_PER_EMAIL,
    socketJoinsMaxPerIp: e.SOCKET_JOINS_MAX_PER_IP,
    socketJoinsMaxPerUser: e.SOCKET_JOINS_MAX_PER_USER,
    sessionRecheckSeconds: e.SESSION_RECHECK_SECONDS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    csp: {
      imageHosts: parseOrigins('CSP_IMAGE_HOSTS', e.CSP_IMAGE_HOSTS),
      tileHosts: unique([...parseOrigins('CSP_TILE_HOSTS', e.CSP_TILE_HOSTS), styleOrigin]),
      geocoderOrigins: unique([externalOrigin('GEOCODER_URL', e.GEOCODER_URL)]),
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    freeDailyLikes: e.FREE_DAILY_LIKES,
    notificationsDailyMax: e.NOTIFICATIONS_DAILY_MAX,
    lostPetChatsPerDay: e.LOST_PET_CHATS_PER_DAY,
    alertRadiusKm: e.ALERT_RADIUS_KM,
    lostPetsFeedRadiusKm: e.LOST_PETS_FEED_RADIUS_KM,
    lostPetsSweepSeconds: e.LOST_PETS_SWEEP_SECONDS,
    foundReportsMaxPerUser: e.FOUND_REPORTS_MAX_PER_USER,
    foundReportsMaxPerIp: e.FOUND_REPORTS_MAX_PER_IP,
    cursorSecret: e.CURSOR_SECRET,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    pushPollSeconds: e.PUSH_POLL_SECONDS,
    pushLeaseSeconds: e.PUSH_LEASE_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    resetMaxPerEmail: e.RESET_MAX_PER_EMAIL,
    resetMaxPerIp: e.RESET_MAX_PER_IP,
    emailChangeMaxPerUser: e.EMAIL_CHANGE_MAX_PER_USER,
    emailChangeMaxPerIp: e.EMAIL_CHANGE_MAX_PER_IP,
    visitorNoticesMaxPerIp: e.VISITOR_NOTICES_MAX_PER_IP,
    staticMapDrawsPerIp: e.STATIC_MAP_DRAWS_PER_IP,
    version: readVersion(projectRoot),
    map: {
      styleUrl: e.MAP_STYLE_URL,
      geocoderUrl: e.GEOCODER_URL,
      tilesDir: join(dataDir, 'tiles'),
      placesCountries: e.MAP_PLACES_COUNTRIES ?? [...DEFAULT_MAP_PLACES_COUNTRIES],
    },
    payment,
  }
}
