/** The photo index after a step, wrapping around both ends (spec §4 'Photo viewer'). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0
  return ((index % length) + length) % length
}

/** How far a finger must travel sideways before it counts as a swipe to the next photo. */
export const PHOTO_SWIPE_PX = 40
