/**
 * The swipe home (spec §2 'Home'). What other features use: the user's stats (the profile's
 * card). The '/' route loads HomePage lazily by path, and Settings opens FilterDialog lazily:
 * each a chunk of its own, never part of this index.
 */
export { useUserStats, type UserStatsResult } from './use-user-stats'
