import { authTable } from '../contract/auth.endpoint-schemas.js'
import { healthEndpoints } from '../contract/health.endpoints.js'
import { openApiEndpoints } from '../contract/openapi.endpoints.js'
import { pushTable } from '../contract/push.endpoint-schemas.js'
import { subscriptionTable } from '../contract/subscription.endpoint-schemas.js'
import { usersTable } from '../contract/users.endpoint-schemas.js'
import { commentsTable } from '../contract/comments.endpoint-schemas.js'
import { notificationsTable } from '../contract/notifications.endpoint-schemas.js'
import { cyclesTable } from '../contract/cycles.endpoint-schemas.js'
import { servicesTable } from '../contract/services.endpoint-schemas.js'
import { petsEndpoints } from '../contract/pets.endpoints.js'
import { lostPetChatEndpoints } from '../contract/lost-pet-chat.endpoints.js'
import { matchesTable } from '../contract/matches.endpoint-schemas.js'
import { discoverTable } from '../contract/discover.endpoint-schemas.js'
import { chatTable } from '../contract/chat.endpoint-schemas.js'

/**
 * Every module's endpoint table, by module name: the OpenAPI document lists these, and a test
 * checks that every route the app registers under /api is among them.
 */
export const apiTables = {
  openapi: openApiEndpoints,
  health: healthEndpoints,
  subscription: subscriptionTable,
  push: pushTable,
  auth: authTable,
  users: usersTable,
  comments: commentsTable,
  notifications: notificationsTable,
  cycles: cyclesTable,
  services: servicesTable,
  pets: petsEndpoints,
  matches: matchesTable,
  discover: discoverTable,
  chat: chatTable,
  lostPetChat: lostPetChatEndpoints,
}
