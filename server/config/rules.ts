import { integer, type EnvOf } from './env.js'

/** Product rules an operator may tune: the free plan's likes, the lost-pet radii and sweep. */
export interface RulesConfig {
  /** Likes a free user may give per UTC day (premium users have no limit). */
  freeDailyLikes: number
  /** A new lost-pet alert notifies users whose saved location lies within this many km. */
  alertRadiusKm: number
  /** Radius (km) of the replicated `lostPets` set around each user's saved location. */
  lostPetsFeedRadiusKm: number
  /** How often alerts past their expiry are swept out of others' feeds. */
  lostPetsSweepSeconds: number
}

export const rulesEnv = {
  FREE_DAILY_LIKES: integer('FREE_DAILY_LIKES', 0, 1_000_000).default(10),
  ALERT_RADIUS_KM: integer('ALERT_RADIUS_KM', 1, 500).default(5),
  LOST_PETS_FEED_RADIUS_KM: integer('LOST_PETS_FEED_RADIUS_KM', 1, 500).default(25),
  LOST_PETS_SWEEP_SECONDS: integer('LOST_PETS_SWEEP_SECONDS', 1, 86_400).default(600),
}

export function readRulesConfig(e: EnvOf<typeof rulesEnv>): RulesConfig {
  return {
    freeDailyLikes: e.FREE_DAILY_LIKES,
    alertRadiusKm: e.ALERT_RADIUS_KM,
    lostPetsFeedRadiusKm: e.LOST_PETS_FEED_RADIUS_KM,
    lostPetsSweepSeconds: e.LOST_PETS_SWEEP_SECONDS,
  }
}
