/**
 * The one value set the replicated `matches` collection's schema needs, alone in a module so the
 * signed-in first load (which opens every collection) takes none of the matching contract's
 * Spanish messages. matches.messages.ts re-exports it.
 */
export const matchKinds = [
  'match',
  'superLikeSent',
  'superLikeReceived',
  'favorite',
  'lostPetChat',
] as const
export type MatchKind = (typeof matchKinds)[number]
