import type { Migration, MigrationProvider } from 'kysely'
import * as initial from './0001-initial.js'
import * as changeFeed from './0002-change-feed.js'
import * as idempotencyKeys from './0003-idempotency-keys.js'
import * as profileFeed from './0004-profile-feed.js'
import * as matching from './0005-matching.js'
import * as petGeo from './0006-pet-geo.js'
import * as petGeoCovering from './0007-pet-geo-covering.js'
import * as chat from './0008-chat.js'
import * as idempotencyOwners from './0009-idempotency-owners.js'
import * as petCells from './0010-pet-cells.js'
import * as passwordResets from './0011-password-resets.js'
import * as lostPets from './0012-lost-pets.js'
import * as notifications from './0013-notifications.js'
import * as lostPetChats from './0014-lost-pet-chats.js'
import * as petQrProfile from './0015-pet-qr-profile.js'
import * as cycleRecords from './0016-cycle-records.js'
import * as push from './0018-push.js'
import * as heatMarks from './0019-heat-marks.js'
import * as servicesBookings from './0020-services-bookings.js'
import * as premium from './0021-premium.js'
import * as cremationRequests from './0022-cremation-requests.js'
import * as passportBoost from './0023-passport-boost.js'
import * as premiumBenefits from './0024-premium-benefits.js'
import * as accountPrivacy from './0025-account-privacy.js'
import * as emailChanges from './0026-email-changes.js'
import * as foundReports from './0027-found-reports.js'
import * as foundReportsReach from './0028-found-reports-reach.js'

/**
 * Migrations are listed in code (not read from a folder) so the compiled server and the tests
 * run the very same set on SQLite and PostgreSQL. Append new ones; never edit a shipped one.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-change-feed': changeFeed,
  '0003-idempotency-keys': idempotencyKeys,
  '0004-profile-feed': profileFeed,
  '0005-matching': matching,
  '0006-pet-geo': petGeo,
  '0007-pet-geo-covering': petGeoCovering,
  '0008-chat': chat,
  '0009-idempotency-owners': idempotencyOwners,
  '0010-pet-cells': petCells,
  '0011-password-resets': passwordResets,
  '0012-lost-pets': lostPets,
  '0013-notifications': notifications,
  '0014-lost-pet-chats': lostPetChats,
  '0015-pet-qr-profile': petQrProfile,
  '0016-cycle-records': cycleRecords,
  '0018-push': push,
  '0019-heat-marks': heatMarks,
  '0020-services-bookings': servicesBookings,
  '0021-premium': premium,
  '0022-cremation-requests': cremationRequests,
  '0023-passport-boost': passportBoost,
  '0024-premium-benefits': premiumBenefits,
  '0025-account-privacy': accountPrivacy,
  '0026-email-changes': emailChanges,
  '0027-found-reports': foundReports,
  '0028-found-reports-reach': foundReportsReach,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
}
