import type {
  Favorite,
  MatchDetail,
  MatchFeedDoc,
  MatchKind,
  MatchListItem,
  PetSummary,
  ReceivedSuperLike,
  SentSuperLike,
} from '../../contract/matches.contract.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import { photosOf } from '../pets/pet-doc.js'
import type { MatchViewRow, RelationRow } from './matches-views.repository.js'

/** Row → wire shapes of matching, for one viewer (see matches-views.repository.ts). */
const firstPhoto = (photos: string): string | null => photosOf({ photos })[0] ?? null

export const feedSeqOf = (row: { seq: number | string }): number => Number(row.seq)

function otherPet(row: RelationRow | MatchViewRow): PetSummary {
  return {
    id: row.other_pet_id,
    name: row.other_pet_name,
    breed: row.other_pet_breed,
    age: row.other_pet_age,
    photo: firstPhoto(row.other_pet_photos),
  }
}

export function toMatchListItem(row: MatchViewRow): MatchListItem {
  return {
    id: row.id,
    petId: row.other_pet_id,
    petName: row.other_pet_name,
    petBreed: row.other_pet_breed,
    petImage: firstPhoto(row.other_pet_photos),
    userId: row.other_user_id,
    userName: row.other_user_name,
    userAvatar: row.other_user_avatar,
    myPetId: row.my_pet_id,
    myPetName: row.my_pet_name,
    isSuperLike: row.is_super_like === 1,
    lastMessage: row.last_message,
    lastMessageTime: row.last_message_at,
    matchedAt: row.created_at,
    unreadCount: Number(row.unread_count ?? 0),
  }
}

export function toMatchDetail(row: MatchViewRow): MatchDetail {
  return {
    ...toMatchListItem(row),
    myPet: {
      id: row.my_pet_id,
      name: row.my_pet_name,
      breed: row.my_pet_breed,
      age: row.my_pet_age,
      photo: firstPhoto(row.my_pet_photos),
    },
    otherPet: otherPet(row),
    otherUser: { id: row.other_user_id, name: row.other_user_name, avatar: row.other_user_avatar },
    createdAt: row.created_at,
  }
}

export function toFavorite(row: RelationRow): Favorite {
  return {
    id: row.id,
    petId: row.other_pet_id,
    petName: row.other_pet_name,
    petBreed: row.other_pet_breed,
    petAge: row.other_pet_age,
    petImage: firstPhoto(row.other_pet_photos),
    userName: row.other_user_name,
    userAvatar: row.other_user_avatar,
    isSuperLike: row.action === 'superlike',
    isMatch: row.match_id !== null,
    matchId: row.match_id,
    likedAt: row.created_at,
    matchedAt: row.matched_at,
  }
}

const otherUser = (row: RelationRow) => ({
  id: row.other_user_id,
  name: row.other_user_name,
  avatar: row.other_user_avatar,
})
const myPet = (row: RelationRow) => ({ id: row.my_pet_id ?? '', name: row.my_pet_name ?? '' })
/** A super like's own fields, sent or received. */
const superLikeOf = (row: RelationRow) => ({
  id: row.id,
  createdAt: row.created_at,
  matchId: row.match_id,
})

export function toSentSuperLike(row: RelationRow): SentSuperLike {
  return {
    ...superLikeOf(row),
    targetPet: otherPet(row),
    targetUser: otherUser(row),
    yourPet: myPet(row),
  }
}

export function toReceivedSuperLike(row: RelationRow): ReceivedSuperLike {
  return {
    ...superLikeOf(row),
    fromPet: otherPet(row),
    fromUser: otherUser(row),
    yourPet: myPet(row),
  }
}

function feedDoc(
  kind: MatchKind,
  rowId: string,
  row: RelationRow | MatchViewRow,
  fields: {
    matchId: string | null
    matchedAt: string | null
    isSuperLike: boolean
    deleted: boolean
    /** the chat's latest message and the viewer's unread count ('match' docs only) */
    chat?: {
      lastMessage: string | null
      lastMessageAt: string | null
      unreadCount: number
      muted: boolean
      hasUnreadPriority: boolean
    }
  },
): Tombstoned<MatchFeedDoc> {
  return {
    id: `${kind}:${rowId}`,
    kind,
    matchId: fields.matchId,
    myPetId: row.my_pet_id,
    myPetName: row.my_pet_name,
    otherPetId: row.other_pet_id,
    otherPetName: row.other_pet_name,
    otherPetBreed: row.other_pet_breed,
    otherPetAge: row.other_pet_age,
    otherPetImage: firstPhoto(row.other_pet_photos),
    otherUserId: row.other_user_id,
    otherUserName: row.other_user_name,
    otherUserAvatar: row.other_user_avatar,
    isSuperLike: fields.isSuperLike,
    lastMessage: fields.chat?.lastMessage ?? null,
    lastMessageAt: fields.chat?.lastMessageAt ?? null,
    unreadCount: fields.chat?.unreadCount ?? 0,
    muted: fields.chat?.muted ?? false,
    hasUnreadPriority: fields.chat?.hasUnreadPriority ?? false,
    lostPetId: null,
    matchedAt: fields.matchedAt,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    _deleted: fields.deleted,
  }
}

/** A like of the viewer's: its favorite, plus the sent super like when it is one. */
export function outgoingFeedDocs(row: RelationRow): Tombstoned<MatchFeedDoc>[] {
  const isSuperLike = row.action === 'superlike'
  const match = { matchId: row.match_id, matchedAt: row.matched_at, isSuperLike }
  const docs = [feedDoc('favorite', row.id, row, { ...match, deleted: row.favorite_removed === 1 })]
  if (isSuperLike) docs.push(feedDoc('superLikeSent', row.id, row, { ...match, deleted: false }))
  return docs
}

export function receivedFeedDoc(row: RelationRow): Tombstoned<MatchFeedDoc> {
  return feedDoc('superLikeReceived', row.id, row, {
    matchId: row.match_id,
    matchedAt: row.matched_at,
    isSuperLike: true,
    deleted: false,
  })
}

export function matchFeedDoc(row: MatchViewRow): Tombstoned<MatchFeedDoc> {
  if (row.kind === 'lostPet') return lostPetChatDoc(row)
  return conversationDoc('match', row, row.is_super_like === 1)
}

/** A conversation's doc (a match, a lost-pet chat): with its chat as the viewer sees it. */
function conversationDoc(
  kind: 'match' | 'lostPetChat',
  row: MatchViewRow,
  isSuperLike: boolean,
): Tombstoned<MatchFeedDoc> {
  return feedDoc(kind, row.id, row, {
    matchId: row.id,
    matchedAt: row.created_at,
    isSuperLike,
    deleted: row.deleted === 1,
    chat: {
      lastMessage: row.last_message,
      lastMessageAt: row.last_message_at,
      unreadCount: Number(row.unread_count ?? 0),
      muted: row.muted === 1,
      hasUnreadPriority: row.priority_unread === 1,
    },
  })
}

/**
 * A conversation about a lost pet, as either member sees it: the other member, the lost pet
 * (the row's pets are both the alert's pet) and its alert; no pet of the viewer's is involved.
 */
function lostPetChatDoc(row: MatchViewRow): Tombstoned<MatchFeedDoc> {
  const doc = conversationDoc('lostPetChat', row, false)
  return { ...doc, myPetId: null, myPetName: null, lostPetId: row.lost_pet_id }
}
