import { useMemo } from 'react'
import { useDatabase } from '../../db'
import { useObservable } from '../../sync'
import { useSession } from '../../session/use-session'
import { profileFromUser } from './profile-changes'
import { observeMyProfile, type MyProfile } from './profile.repo'

export interface MyProfileState {
  /** the profile as the user sees it; the session's user until the local one is read */
  profile: MyProfile | null
  /** a change is on its way to the server */
  isPending: boolean
  /** a change could not be sent (its page closed offline): discardProfileChanges() */
  isFailed: boolean
}

/**
 * The signed-in user's own profile from the local database (the replicated `profile` document
 * with pending changes laid over it): live, offline too. Before the database has opened, or
 * before the profile first replicated, it falls back to the session's user, so the screen
 * never waits on the network to show who is signed in.
 */
export function useMyProfile(): MyProfileState {
  const database = useDatabase()
  const { user } = useSession()
  const userId = user?.id
  const source = useMemo(
    () => (database && userId ? observeMyProfile(database, userId) : null),
    [database, userId],
  )
  const { value } = useObservable(source)
  const profile = useMemo<MyProfile | null>(() => {
    if (value) return value
    return user ? { ...profileFromUser(user), syncState: 'synced' } : null
  }, [value, user])
  return {
    profile,
    isPending: profile?.syncState === 'pending',
    isFailed: profile?.syncState === 'failed',
  }
}
