import { forgetChatDrafts } from '../chat'
import { forgetCommentDrafts } from '../comments'
import { forgetDrainedFeeds } from '../connections'
import { forgetKnownHeatMarks } from '../cycles'
import { MANUAL_PLACE_STORAGE_KEY } from '../location'
import { forgetPetDrafts } from '../pet-form'

/**
 * What a user leaves on the device beside the local database (which the sync module removes
 * with the session): none of it is for the next person on a shared phone. Called when the user
 * signs out (here or everywhere) and when the account is deleted.
 */
export function forgetDeviceTraces(): void {
  // A place this user picked by hand on the map: their home, often.
  try {
    localStorage.removeItem(MANUAL_PLACE_STORAGE_KEY)
  } catch {
    // Storage off: nothing was kept.
  }
  // Her pets' 'en celo' marks: private health data.
  forgetKnownHeatMarks()
  // What was typed and never sent (chats, comments, pet forms): it goes with the write queue.
  forgetChatDrafts()
  forgetCommentDrafts()
  forgetPetDrafts()
  // What this device had synced goes with its database.
  forgetDrainedFeeds()
}
