import type { SyncedCollection } from '@contract/sync.contract'

/**
 * The feeds that only their own screens show (lost pets, found reports, sightings, cycles,
 * services, bookings). A first sign-in starts all eleven pulls at once; over HTTP/1.1 the
 * browser runs six requests to the server at a time and queues the rest by priority, so these
 * pull at low fetch priority (sync-engine.ts) and the pulls every screen needs (pets, profile,
 * matches, messages, notifications) and the home's discover page go ahead of them instead of
 * waiting a round trip behind them. Nor are they pulled before the database opens
 * (early-pulls.ts).
 */
export const BACKGROUND_FEEDS: ReadonlySet<SyncedCollection> = new Set([
  'lostPets',
  'sightings',
  'foundReports',
  'cycleRecords',
  'services',
  'bookings',
])
