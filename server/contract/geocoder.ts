/**
 * The public reverse geocoder the client calls by default (BigDataCloud's free client-side
 * endpoint, spec §7). Shared so the server's Content-Security-Policy allows exactly the host
 * the default build talks to.
 */
export const DEFAULT_REVERSE_GEOCODE_URL =
  'https://api.bigdatacloud.net/data/reverse-geocode-client'
