import {
  booleanField,
  enumField,
  idField,
  nullableNumber,
  nullableString,
  numberField,
  timestampField,
  collectionSchema,
} from './schema-parts'

/**
 * One collection for every pet-to-pet relation the user sees (spec §3: match list items,
 * sent and received super likes, favorites), told apart by `kind`: four screens read four
 * filtered queries of the same collection, which keeps the collection count low (RxDB's free
 * tier allows 13 open collections per JavaScript realm). "My" is the signed-in user's side.
 * Issue 4 (matching) refines the fields by bumping the version.
 */
export const matchKinds = ['match', 'superLikeSent', 'superLikeReceived', 'favorite'] as const
export type MatchKind = (typeof matchKinds)[number]

export interface MatchDoc {
  id: string
  kind: MatchKind
  /** the match this entry belongs to (favorites and super likes may have none yet) */
  matchId: string | null
  myPetId: string | null
  myPetName: string | null
  otherPetId: string | null
  otherPetName: string | null
  otherPetBreed: string | null
  otherPetAge: number | null
  otherPetImage: string | null
  otherUserId: string | null
  otherUserName: string | null
  otherUserAvatar: string | null
  isSuperLike: boolean
  lastMessage: string | null
  lastMessageAt: string | null
  unreadCount: number
  matchedAt: string | null
  createdAt: string
  updatedAt: string
}

export const matchesSchema = collectionSchema<MatchDoc>({
  title: 'matches',
  version: 0,
  properties: {
    id: idField,
    kind: enumField(matchKinds),
    matchId: nullableString,
    myPetId: nullableString,
    myPetName: nullableString,
    otherPetId: nullableString,
    otherPetName: nullableString,
    otherPetBreed: nullableString,
    otherPetAge: nullableNumber,
    otherPetImage: nullableString,
    otherUserId: nullableString,
    otherUserName: nullableString,
    otherUserAvatar: nullableString,
    isSuperLike: booleanField,
    lastMessage: nullableString,
    lastMessageAt: nullableString,
    unreadCount: numberField,
    matchedAt: nullableString,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['kind', 'createdAt']],
})
