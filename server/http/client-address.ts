import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

/**
 * The client's address and scheme for a raw Node request, read the way Fastify reads
 * `request.ip` and `request.protocol` under the same TRUST_PROXY setting (proxy-addr's rule).
 * socket.io handles its requests without Fastify, and its per-IP limits and headers must see
 * the same client as the REST routes do.
 *
 * TRUST_PROXY is `true` (every hop is a trusted proxy: the left-most X-Forwarded-For entry is
 * the client), off, or a list of addresses, subnets (10.0.0.0/8) and the names loopback,
 * linklocal and uniquelocal. The chain is walked from the socket's peer back through
 * X-Forwarded-For while each hop is trusted.
 */
export interface ClientFacts {
  ip: string
  isHttps: boolean
}

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** '::ffff:10.0.0.1' is 10.0.0.1: Node reports IPv4 peers that way on a dual-stack socket. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped?.[1] ?? address
}

function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address)
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null
}

export type ProxyTrust = (address: string) => boolean

export function proxyTrust(setting: boolean | string[]): ProxyTrust {
  if (setting === true) return () => true
  if (setting === false || setting.length === 0) return () => false
  const list = new BlockList()
  for (const entry of setting.flatMap((item) => NAMED_RANGES[item.toLowerCase()] ?? [item])) {
    const [network = '', prefix] = entry.split('/')
    const family = familyOf(normalize(network))
    if (!family) continue
    if (prefix === undefined) list.addAddress(normalize(network), family)
    else list.addSubnet(normalize(network), Number(prefix), family)
  }
  return (address) => {
    const plain = normalize(address)
    const family = familyOf(plain)
    return family !== null && list.check(plain, family)
  }
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header
  return value?.split(',')[0]?.trim() || undefined
}

export function clientFacts(request: IncomingMessage, trust: ProxyTrust): ClientFacts {
  const peer = normalize(request.socket.remoteAddress ?? '')
  const isEncrypted = 'encrypted' in request.socket && request.socket.encrypted === true
  if (!trust(peer)) return { ip: peer, isHttps: isEncrypted }
  const forwardedFor = request.headers['x-forwarded-for']
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => normalize(hop.trim()))
    .filter(Boolean)
    .reverse()
  let ip = peer
  for (const hop of hops) {
    ip = hop
    if (!trust(hop)) break
  }
  const proto = firstValue(request.headers['x-forwarded-proto'])
  return { ip, isHttps: isEncrypted || proto?.toLowerCase() === 'https' }
}
