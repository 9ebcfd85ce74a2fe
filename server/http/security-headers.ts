import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CspHosts } from '../config.js'
import { clientFacts, proxyTrust } from './client-address.js'

/**
 * The security headers of every answer: pages, assets, the API, uploads, errors and 404s (a
 * Fastify hook) and socket.io's long-polling answers, which socket.io writes itself without
 * Fastify (see the gateway), so both take the same set from `securityHeaders`. Written out
 * rather than through @fastify/helmet for that reason: helmet only reaches Fastify's replies.
 *
 * The policy: scripts and workers (the service worker included) only from this origin, no
 * inline script or eval; styles from this origin (the build emits CSS files; React's `style`
 * props go through the CSSOM, which CSP does not police); images from this origin, `data:` and
 * `blob:` (photo previews before upload) and the configured image and tile hosts; fetches and
 * the socket to this origin, the reverse geocoder and the tile hosts; no plugins, no <base>
 * elsewhere, no framing. HSTS only over TLS (directly or, with TRUST_PROXY, at the proxy):
 * sent over plain HTTP it would be ignored at best, and a local set-up must keep working.
 */
export interface RequestFacts {
  /** https here or, with TRUST_PROXY, at the proxy (X-Forwarded-Proto) */
  isHttps: boolean
  /** the Host the browser used; null when missing or not a plain host[:port] */
  host: string | null
}

const HSTS = 'max-age=31536000; includeSubDomains'

const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/** What a Host header may hold to be written into the policy (no spaces, quotes or `;`). */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i

export function plainHost(value: string | undefined): string | null {
  return value && PLAIN_HOST.test(value) ? value : null
}

/**
 * `styleSources`: hashes of the inline styles one page carries (a server-rendered public page's
 * critical CSS); every other answer has none.
 */
export function contentSecurityPolicy(
  hosts: CspHosts,
  request: RequestFacts,
  styleSources: readonly string[] = [],
): string {
  // 'self' covers ws:/wss: to this host in CSP 3, but older Safari needs them named.
  const socket = request.host ? [`ws://${request.host}`, `wss://${request.host}`] : []
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['worker-src', "'self'"],
    ['style-src', "'self'", ...styleSources],
    ['img-src', "'self'", 'data:', 'blob:', ...hosts.imageHosts, ...hosts.tileHosts],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      ...socket,
      ...hosts.geocoderOrigins,
      ...hosts.tileHosts.filter((host) => !hosts.geocoderOrigins.includes(host)),
    ],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  if (request.isHttps) directives.push(['upgrade-insecure-requests'])
  return directives.map((directive) => directive.join(' ')).join('; ')
}

export function securityHeaders(hosts: CspHosts, request: RequestFacts): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hosts, request),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'X-DNS-Prefetch-Control': 'off',
    'X-Permitted-Cross-Domain-Policies': 'none',
    ...(request.isHttps ? { 'Strict-Transport-Security': HSTS } : {}),
  }
}

/**
 * Sets the headers on a reply, keeping any a route set itself. buildApp runs it at onSend,
 * which every answer passes through (errors and 404s included), and from its handler of
 * Fastify's own refusals (a malformed URL), which skip the hooks.
 */
export function securityHeadersHook(
  hosts: CspHosts,
  trustProxy: boolean | string[],
): (request: FastifyRequest, reply: FastifyReply) => void {
  const factsOf = requestFacts(trustProxy)
  return (request, reply) => {
    const headers = securityHeaders(hosts, factsOf(request))
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value)
    }
  }
}

/** The policy of one answer that carries inline styles (their hashes), set by its route. */
export function pagePolicy(
  hosts: CspHosts,
  trustProxy: boolean | string[],
): (request: FastifyRequest, styleSources: readonly string[]) => string {
  const factsOf = requestFacts(trustProxy)
  return (request, styleSources) => contentSecurityPolicy(hosts, factsOf(request), styleSources)
}

function requestFacts(trustProxy: boolean | string[]): (request: FastifyRequest) => RequestFacts {
  // Not request.protocol: Fastify's refusals of a malformed URL build a request that ignores
  // TRUST_PROXY. The same rule as socket.io's answers, from the raw request.
  const trust = proxyTrust(trustProxy)
  return (request) => ({
    isHttps: clientFacts(request.raw, trust).isHttps,
    host: plainHost(request.headers.host),
  })
}
