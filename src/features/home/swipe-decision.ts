import type { SwipeKind } from '../matching'

/** Spec §9: a drag decides only beyond 100 px; anything shorter springs back. */
export const SWIPE_THRESHOLD_PX = 100

/**
 * What a released drag means: sideways beyond the threshold is like (right) or pass (left);
 * upwards beyond it, and more up than sideways, is a super like; anything else is nothing.
 */
export function decideSwipe(dx: number, dy: number): SwipeKind | null {
  if (-dy > SWIPE_THRESHOLD_PX && -dy > Math.abs(dx)) return 'superlike'
  if (dx > SWIPE_THRESHOLD_PX) return 'like'
  if (dx < -SWIPE_THRESHOLD_PX) return 'pass'
  return null
}

/** How strongly each overlay shows while dragging: 0 at rest, 1 at the threshold. */
export function overlayStrength(dx: number, dy: number): Record<SwipeKind, number> {
  const clamp = (value: number) => Math.min(1, Math.max(0, value / SWIPE_THRESHOLD_PX))
  const isUpward = -dy > Math.abs(dx)
  return {
    like: isUpward ? 0 : clamp(dx),
    pass: isUpward ? 0 : clamp(-dx),
    superlike: isUpward ? clamp(-dy) : 0,
  }
}

/** Where a decided card flies to (a CSS transform), off screen in the swipe's direction. */
export function exitTransform(kind: SwipeKind): string {
  switch (kind) {
    case 'like':
      return 'translate(150%, 0) rotate(24deg)'
    case 'pass':
      return 'translate(-150%, 0) rotate(-24deg)'
    case 'superlike':
      return 'translate(0, -150%)'
  }
}
