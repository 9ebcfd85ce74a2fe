/**
 * The comments feature (spec §5 'Comment'): the sheet shown from swipe cards and pet
 * profiles. Network-only; the swipe home lazy-loads it.
 */
export { CommentsSheet, type CommentsSheetProps } from './CommentsSheet'
export { forgetCommentDrafts } from './comment-draft'
