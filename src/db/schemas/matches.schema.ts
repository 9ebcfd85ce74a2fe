import type { MatchFeedDoc } from '@contract/matches.messages'
import { matchKinds } from '@contract/matches.enums'
import { collectionSchema, field } from './schema-parts'

/**
 * One collection for every pet-to-pet relation the user sees (spec §3: match list items,
 * sent and received super likes, favorites), told apart by `kind`: four screens read four
 * filtered queries of the same collection, which keeps the collection count low (RxDB's free
 * tier allows 13 open collections per JavaScript realm). "My" is the signed-in user's side.
 * The document is the server's 'matches' feed document (server/contract/matches.messages.ts):
 * ids are `${kind}:${rowId}`, unique per viewer.
 *
 * Version 1 (chat): `muted` — the viewer silenced this match's chat. Older documents
 * migrate with muted=false (matchesMigrations); the next pull brings the server's value.
 * Version 2: kind 'lostPetChat' (a conversation about a lost pet, spec §2 'Enviar mensaje') and
 * `lostPetId`, its alert. Older documents are of the other kinds: lostPetId=null.
 * Version 3: `hasUnreadPriority` — an unread message of a premium sender waits (spec §6
 * 'priority messages'). It is on the conversation, not on each message, because the chat list
 * reads only these documents and the unread state is the server's per-viewer count here; a
 * message flag would need every message replicated and the client guessing which are unread.
 * Older documents migrate with false; the next pull brings the server's value.
 */
export { matchKinds, type MatchKind } from '@contract/matches.messages'
export type MatchDoc = MatchFeedDoc

export const matchesSchema = collectionSchema<MatchDoc>({
  title: 'matches',
  version: 3,
  properties: {
    id: field.id,
    kind: field.oneOf(matchKinds),
    matchId: field.nullableString,
    myPetId: field.nullableString,
    myPetName: field.nullableString,
    otherPetId: field.nullableString,
    otherPetName: field.nullableString,
    otherPetBreed: field.nullableString,
    otherPetAge: field.nullableNumber,
    otherPetImage: field.nullableString,
    otherUserId: field.nullableString,
    otherUserName: field.nullableString,
    otherUserAvatar: field.nullableString,
    isSuperLike: field.boolean,
    lastMessage: field.nullableString,
    lastMessageAt: field.nullableString,
    unreadCount: field.number,
    muted: field.boolean,
    hasUnreadPriority: field.boolean,
    lostPetId: field.nullableString,
    matchedAt: field.nullableString,
    createdAt: field.timestamp,
    updatedAt: field.timestamp,
  },
  indexes: [['kind', 'createdAt']],
})

type MatchDocV2 = Omit<MatchDoc, 'hasUnreadPriority'>

/**
 * Version 0 → 1: documents stored before `muted` existed were not muted. 1 → 2: none of them
 * was about a lost pet. 2 → 3: none had a priority message flagged yet.
 */
export const matchesMigrations = {
  1: (doc: Omit<MatchDocV2, 'muted' | 'lostPetId'>): Omit<MatchDocV2, 'lostPetId'> => ({
    ...doc,
    muted: false,
  }),
  2: (doc: Omit<MatchDocV2, 'lostPetId'>): MatchDocV2 => ({ ...doc, lostPetId: null }),
  3: (doc: MatchDocV2): MatchDoc => ({ ...doc, hasUnreadPriority: false }),
}
