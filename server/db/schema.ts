import type { Generated, GeneratedAlways, Selectable } from 'kysely'
import type { CycleRecordsTable, PetHeatMarksTable } from './cycle-records-tables.js'
import type { BookingsTable, ServicesTable } from './services-tables.js'
import type {
  LostPetAudienceTable,
  LostPetViewsTable,
  LostPetsTable,
  SightingsTable,
} from './lost-pets-tables.js'
import type {
  CandidateDismissalsTable,
  FoundReportAudienceTable,
  FoundReportFlagsTable,
  FoundReportsTable,
} from './found-reports-tables.js'

/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL by construction:
 * - ids are text (UUIDs made by the server, or by the client for idempotent writes);
 * - timestamps are ISO-8601 UTC text (`new Date().toISOString()`), which sorts correctly;
 * - booleans are integers 0/1 (SQLite has no boolean type; repositories map them);
 * - JSON values are text (repositories parse them).
 */

export interface UsersTable {
  id: string
  email: string
  /** lower-cased e-mail: the unique key, so sign-up and login ignore letter case */
  email_normalized: string
  name: string
  phone: string | null
  password_hash: string
  avatar: string | null
  banner: string | null
  bio: string | null
  location: string | null
  address: string | null
  city: string | null
  country: string | null
  latitude: number | null
  longitude: number | null
  share_location: number
  subscription_type: 'free' | 'premium'
  subscription_plan: 'monthly' | 'quarterly' | 'yearly' | null
  subscription_expires_at: string | null
  is_demo: number
  /** Settings › Privacidad (migration 0025): 1 = my pets show in others' discover */
  discoverable: Generated<number>
  /** 1 = others see kilometres to my pets, 0 = 'cerca de ti' */
  show_distance: Generated<number>
  /** set when the account was deleted: the row is then a scrubbed tombstone */
  deleted_at: Generated<string | null>
  created_at: string
  updated_at: string
  /**
   * Position in the profile change feed (migration 0004), like `pets.seq`: PostgreSQL returns
   * bigint as a string, read it through Number(). 0 means "not numbered yet".
   */
  seq: Generated<number>
}

/** A users row as read back (seq may be a string on PostgreSQL). */
export type UserRow = Omit<Selectable<UsersTable>, 'seq'> & { seq: number | string }

export interface AuthTokensTable {
  /** SHA-256 of the token, hex: the token itself is never stored */
  token_hash: string
  user_id: string
  created_at: string
  last_used_at: string
  expires_at: string
  revoked_at: string | null
}

/** Password-reset links (migration 0011): only the token's SHA-256 is stored. */
export interface PasswordResetsTable {
  token_hash: string
  user_id: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** A pending change of address (migration 0026): the link mailed to the new one. */
export interface EmailChangesTable {
  token_hash: string
  user_id: string
  new_email: string
  new_email_normalized: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface PersonalitiesTable {
  id: string
  name: string
  category: 'energy' | 'social' | 'behavior' | 'intelligence' | 'temperament' | 'adaptability'
  sort_order: number
}

export interface PetsTable {
  id: string
  owner_id: string
  name: string
  species: string
  breed: string
  age: number
  gender: 'MALE' | 'FEMALE'
  description: string | null
  weight: number | null
  color: string | null
  vaccinated: number | null
  neutered: number | null
  temperament: string | null
  location: string | null
  city: string | null
  latitude: number | null
  longitude: number | null
  /**
   * The centre of the position's cell of about 1 km (migration 0010, server/geo/privacy.ts):
   * computed by the database, the only position anyone but the owner is shown or measured by.
   */
  cell_latitude: GeneratedAlways<number | null>
  cell_longitude: GeneratedAlways<number | null>
  /** JSON array of upload paths, main photo first */
  photos: string
  /** migration 0015: what the QR code and the public pet page may show */
  owner_contact: string | null
  emergency_medical: string | null
  emergency_allergies: string | null
  emergency_vet_phone: string | null
  show_owner_contact: Generated<number>
  show_emergency_info: Generated<number>
  created_at: string
  updated_at: string
  /**
   * Position in the pets change feed, handed out in commit order (modules/sync). PostgreSQL
   * returns bigint as a string: read it through Number(). 0 means "not numbered yet".
   */
  seq: Generated<number>
  /** 1 for a tombstone: kept for the change feed, never returned by normal reads */
  deleted: Generated<number>
}

export interface PetPersonalitiesTable {
  pet_id: string
  personality_id: string
}

/** One row per replicated collection: the last change sequence number handed out. */
export interface ChangeCountersTable {
  name: string
  value: number
}

export interface IdempotencyKeysTable {
  user_id: string
  key: string
  method: string
  path: string
  state: 'pending' | 'done'
  status_code: number | null
  response_body: string | null
  created_at: string
  /** the server instance running a pending claim (null: written before owners were kept) */
  owner: string | null
}

/** Running server processes and their last heartbeat (migration 0009). */
/** Secrets the server makes once and all its nodes share (migration 0010). */
export interface ServerSecretsTable {
  name: string
  value: string
  created_at: string
}

export interface ServerInstancesTable {
  id: string
  started_at: string
  heartbeat_at: string
}

/** Matching (migration 0005): one row per (actor, target pet); see the migration's docblock. */
export interface SwipesTable {
  id: string
  user_id: string
  /** the user's own pet that swiped; null in browsing mode (no pet yet) */
  pet_id: string | null
  /** pet_id, or 'user:<userId>' in browsing mode: unique with target_pet_id */
  actor_key: string
  target_pet_id: string
  target_owner_id: string
  action: 'like' | 'pass' | 'superlike'
  /** 1 once the user removed it from 'Mis Matches' (the like itself stands) */
  favorite_removed: Generated<number>
  created_at: string
  updated_at: string
  /** position in the 'matches' feed; 0 for passes, which no feed shows */
  seq: Generated<number>
}

/** A payment provider's event already applied (migration 0021): replays are ignored. */
export interface PaymentEventsTable {
  id: string
  provider: string
  user_id: string | null
  created_at: string
}

/** A premium user's 'Pasaporte' place (migration 0023): discover searches around it. */
export interface PassportsTable {
  user_id: string
  latitude: number
  longitude: number
  label: string
  updated_at: string
}

/** A 30-minute boost (migration 0023); one per user and UTC month ('2025-07'). */
export interface BoostsTable {
  user_id: string
  month: string
  started_at: string
  ends_at: string
}

/** One row per pair of pets, pet_a_id < pet_b_id; deleted = 1 after an unmatch. */
export interface MatchesTable {
  id: string
  pet_a_id: string
  pet_b_id: string
  user_a_id: string
  user_b_id: string
  is_super_like: Generated<number>
  created_at: string
  updated_at: string
  deleted: Generated<number>
  seq: Generated<number>
  /** the latest message of the chat (migration 0008), for the matches list */
  last_message: string | null
  last_message_at: string | null
  /** 'match', or 'lostPet': a finder's conversation with an alert's reporter (migration 0014) */
  kind: Generated<MatchRowKind>
  /** the alert a 'lostPet' conversation is about; null for a match */
  lost_pet_id: string | null
}

export type MatchRowKind = 'match' | 'lostPet'

/** Chat (migration 0008): one row per message; see the migration's docblock. */
export interface MessagesTable {
  /** made by the client ([A-Za-z0-9_-], 8–100) so a resend is recognised */
  id: string
  match_id: string
  sender_id: string
  content: string
  created_at: string
  updated_at: string
  /** 1 once the match ended: a tombstone for the 'messages' feed */
  deleted: Generated<number>
  seq: Generated<number>
}

/** A member's view of one chat: unread count, last read, muted. */
export interface ChatStatesTable {
  match_id: string
  user_id: string
  unread_count: Generated<number>
  last_read_at: string | null
  muted: Generated<number>
  /** 1 while an unread message of a premium sender waits (migration 0024) */
  priority_unread: Generated<number>
  updated_at: string
}

export interface ChatReportsTable {
  id: string
  match_id: string
  reporter_id: string
  reason: string
  created_at: string
}

export interface UserBlocksTable {
  blocker_id: string
  blocked_id: string
  match_id: string | null
  created_at: string
}

export interface CommentsTable {
  id: string
  pet_id: string
  user_id: string
  content: string
  created_at: string
  deleted: Generated<number>
}

/** In-app notifications (migration 0013); see the migration's docblock. */
export interface NotificationsTable {
  id: string
  user_id: string
  key: string
  type: string
  title: string
  message: string
  /** JSON text of NotificationData */
  data: string
  read: Generated<number>
  deleted: Generated<number>
  created_at: string
  updated_at: string
  seq: Generated<number>
}

export type NotificationRow = Omit<Selectable<NotificationsTable>, 'seq'> & { seq: number | string }

export interface PushSubscriptionsTable {
  id: string
  user_id: string
  endpoint: string
  p256dh: string
  auth: string
  /** the session that subscribed this device (auth_tokens.token_hash) */
  token_hash: string
  created_at: string
  updated_at: string
}

export interface PushPreferencesTable {
  user_id: string
  /** JSON text of PushPreferences (contract/push.contract.ts) */
  preferences: string
  updated_at: string
}

export interface PushJobsTable {
  /** the notification's id */
  id: string
  user_id: string
  not_before: string
  attempts: Generated<number>
  claimed_until: string | null
}

export interface Database {
  users: UsersTable
  auth_tokens: AuthTokensTable
  password_resets: PasswordResetsTable
  email_changes: EmailChangesTable
  personalities: PersonalitiesTable
  pets: PetsTable
  pet_personalities: PetPersonalitiesTable
  change_counters: ChangeCountersTable
  idempotency_keys: IdempotencyKeysTable
  server_instances: ServerInstancesTable
  server_secrets: ServerSecretsTable
  swipes: SwipesTable
  matches: MatchesTable
  comments: CommentsTable
  messages: MessagesTable
  chat_states: ChatStatesTable
  chat_reports: ChatReportsTable
  user_blocks: UserBlocksTable
  notifications: NotificationsTable
  lost_pets: LostPetsTable
  lost_pet_views: LostPetViewsTable
  sightings: SightingsTable
  lost_pet_audience: LostPetAudienceTable
  found_reports: FoundReportsTable
  found_report_flags: FoundReportFlagsTable
  found_report_audience: FoundReportAudienceTable
  candidate_dismissals: CandidateDismissalsTable
  push_subscriptions: PushSubscriptionsTable
  payment_events: PaymentEventsTable
  passports: PassportsTable
  boosts: BoostsTable
  push_preferences: PushPreferencesTable
  push_jobs: PushJobsTable
  cycle_records: CycleRecordsTable
  pet_heat_marks: PetHeatMarksTable
  services: ServicesTable
  bookings: BookingsTable
}
