import type { MigrationStrategies, RxCollection, RxCollectionCreator, RxDatabase } from 'rxdb'
import type { PetDoc } from '@contract/pets.contract'
import type { ProfileDoc } from '@contract/users.contract'
import { bookingsMigrations, bookingsSchema, type BookingDoc } from './schemas/bookings.schema'
import { cycleRecordsSchema, type CycleRecordDoc } from './schemas/cycle-records.schema'
import { discoverCardsSchema, type DiscoverCardDoc } from './schemas/discover-cards.schema'
import { foundReportsSchema, type FoundReportDoc } from './schemas/found-reports.schema'
import { lostPetsSchema, type LostPetDoc } from './schemas/lost-pets.schema'
import { matchesMigrations, matchesSchema, type MatchDoc } from './schemas/matches.schema'
import { messagesSchema, type MessageDoc } from './schemas/messages.schema'
import {
  notificationsMigrations,
  notificationsSchema,
  type NotificationDoc,
} from './schemas/notifications.schema'
import { petsMigrations, petsSchema } from './schemas/pets.schema'
import { profileMigrations, profileSchema } from './schemas/profile.schema'
import { servicesMigrations, servicesSchema, type ServiceDoc } from './schemas/services.schema'
import { sightingsSchema, type SightingDoc } from './schemas/sightings.schema'

/**
 * The whole product's collections: the replicated ones, the user's own `profile` and the
 * local-only `discoverCards` swipe stack — twelve, one under RxDB's free-tier limit of 13 open
 * collections per JavaScript realm (COL23): the next kind of data must share a collection. Queued writes are not a collection: they live in
 * the device's write queue (sw/write-queue), which the service worker reads too. A new kind of
 * data should join an existing collection (as the `matches` kinds do) before it takes a slot.
 *
 * Migrations: every schema starts at version 0. A later issue that changes a schema bumps its
 * version and adds `migrationStrategies[n]` (n = the new version) that turns a version n-1
 * document into a version n one. For replicated collections the simplest strategy is often to
 * drop the local document (return null): replication pulls it again in the new shape.
 */
export interface CollectionDocs {
  pets: PetDoc
  profile: ProfileDoc
  matches: MatchDoc
  messages: MessageDoc
  lostPets: LostPetDoc
  sightings: SightingDoc
  foundReports: FoundReportDoc
  cycleRecords: CycleRecordDoc
  services: ServiceDoc
  bookings: BookingDoc
  notifications: NotificationDoc
  discoverCards: DiscoverCardDoc
}

export type CollectionName = keyof CollectionDocs

export type HuellitasCollections = {
  [Name in CollectionName]: RxCollection<CollectionDocs[Name]>
}

export type HuellitasDatabase = RxDatabase<HuellitasCollections>

const noMigrationsYet: MigrationStrategies = {}

function creator<Name extends CollectionName>(
  schema: RxCollectionCreator<CollectionDocs[Name]>['schema'],
  migrationStrategies: MigrationStrategies = noMigrationsYet,
): RxCollectionCreator<CollectionDocs[Name]> {
  return { schema, migrationStrategies }
}

export const collectionCreators: {
  [Name in CollectionName]: RxCollectionCreator<CollectionDocs[Name]>
} = {
  pets: creator<'pets'>(petsSchema, petsMigrations),
  profile: creator<'profile'>(profileSchema, profileMigrations),
  matches: creator<'matches'>(matchesSchema, matchesMigrations),
  messages: creator<'messages'>(messagesSchema),
  lostPets: creator<'lostPets'>(lostPetsSchema),
  sightings: creator<'sightings'>(sightingsSchema),
  foundReports: creator<'foundReports'>(foundReportsSchema),
  cycleRecords: creator<'cycleRecords'>(cycleRecordsSchema),
  services: creator<'services'>(servicesSchema, servicesMigrations),
  bookings: creator<'bookings'>(bookingsSchema, bookingsMigrations),
  notifications: creator<'notifications'>(notificationsSchema, notificationsMigrations),
  discoverCards: creator<'discoverCards'>(discoverCardsSchema),
}

export const collectionNames = Object.keys(collectionCreators) as CollectionName[]
