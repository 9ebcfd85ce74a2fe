import type { MatchDetail } from '@contract/matches.contract'
import type { Connection } from './connections-merge'

/** What the match detail shows, from the server's answer or from the stored match document. */
export interface MatchDetailModel {
  matchId: string
  myPetName: string
  myPetImage: string | null
  otherPetId: string | null
  otherPetName: string
  otherPetBreed: string | null
  otherPetImage: string | null
  otherUserName: string
  otherUserAvatar: string | null
  isSuperLike: boolean
  matchedAt: string
}

export function fromServer(match: MatchDetail): MatchDetailModel {
  return {
    matchId: match.id,
    myPetName: match.myPet.name,
    myPetImage: match.myPet.photo,
    otherPetId: match.otherPet.id,
    otherPetName: match.otherPet.name,
    otherPetBreed: match.otherPet.breed,
    otherPetImage: match.otherPet.photo ?? match.petImage,
    otherUserName: match.otherUser.name,
    otherUserAvatar: match.otherUser.avatar,
    isSuperLike: match.isSuperLike,
    matchedAt: match.matchedAt,
  }
}

/** The stored document knows my pet's name but not its photo (a placeholder is drawn). */
export function fromStored(doc: Connection, matchId: string): MatchDetailModel {
  return {
    matchId,
    myPetName: doc.myPetName ?? '',
    myPetImage: null,
    otherPetId: doc.otherPetId,
    otherPetName: doc.otherPetName ?? '',
    otherPetBreed: doc.otherPetBreed,
    otherPetImage: doc.otherPetImage,
    otherUserName: doc.otherUserName ?? '',
    otherUserAvatar: doc.otherUserAvatar,
    isSuperLike: doc.isSuperLike,
    matchedAt: doc.matchedAt ?? doc.createdAt,
  }
}
