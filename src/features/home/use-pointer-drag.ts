import { useRef, useState, type PointerEvent } from 'react'

/** Movement below this is still a tap (the photo opens the viewer, buttons work). */
const TAP_SLOP_PX = 6

export interface DragOffset {
  x: number
  y: number
  isActive: boolean
}

const REST: DragOffset = { x: 0, y: 0, isActive: false }

interface PointerDragOptions {
  enabled: boolean
  /** the pointer went up after a real drag (not a tap), with the total movement */
  onRelease: (dx: number, dy: number) => void
}

/**
 * A one-finger (or mouse) drag over pointer events, just what the swipe card needs: the
 * offset while dragging and the movement on release. Hand-written rather than a gesture
 * library to keep the home's first load inside its budget. The pointer is captured only once
 * the movement is a drag, so a tap still clicks the button or link under it.
 */
export function usePointerDrag({ enabled, onRelease }: PointerDragOptions) {
  const [offset, setOffset] = useState<DragOffset>(REST)
  const startRef = useRef<{ pointerId: number; x: number; y: number } | null>(null)
  // A drag ends with a click on whatever is under the finger: the card swallows that click.
  const wasDraggedRef = useRef(false)

  const movementOf = (event: PointerEvent<HTMLElement>) => {
    const start = startRef.current
    if (!start || start.pointerId !== event.pointerId) return null
    return { dx: event.clientX - start.x, dy: event.clientY - start.y }
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!enabled || !event.isPrimary || event.button !== 0) return
      startRef.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY }
      wasDraggedRef.current = false
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const movement = movementOf(event)
      if (!movement) return
      if (!wasDraggedRef.current && Math.hypot(movement.dx, movement.dy) > TAP_SLOP_PX) {
        wasDraggedRef.current = true
        // From here on the card follows the pointer even outside its edges.
        event.currentTarget.setPointerCapture(event.pointerId)
      }
      if (wasDraggedRef.current) setOffset({ x: movement.dx, y: movement.dy, isActive: true })
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const movement = movementOf(event)
      startRef.current = null
      if (!movement) return
      setOffset(REST)
      if (!wasDraggedRef.current) return
      // The click this release causes comes before the timer: the card can still swallow it.
      setTimeout(() => {
        wasDraggedRef.current = false
      }, 0)
      if (enabled) onRelease(movement.dx, movement.dy)
    },
    onPointerCancel() {
      startRef.current = null
      setOffset(REST)
    },
  }

  return { offset, handlers, wasDraggedRef }
}
