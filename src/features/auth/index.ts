/**
 * Sign-in and sign-up (spec §2 'Login', 'Register', §6): the start-up check and the sign-out
 * actions. The session itself (store, useSession, the routes' guards) is src/session.
 */
export {
  checkSessionAtStart,
  signOut,
  signOutEverywhere,
  endDeletedAccountSession,
} from './auth-actions'
