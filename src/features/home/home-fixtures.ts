/**
 * jsdom lacks pointer capture (and older versions PointerEvent), which the card drag uses:
 * a MouseEvent that carries a pointerId, and capture methods that do nothing.
 */
export function installPointerEvents(): void {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventShim extends MouseEvent {
      pointerId: number
      pointerType: string
      isPrimary: boolean
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init)
        this.pointerId = init.pointerId ?? 1
        this.pointerType = init.pointerType ?? 'mouse'
        this.isPrimary = init.isPrimary ?? true
      }
    }
    window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent
  }
  const proto = Element.prototype as Partial<Element>
  proto.setPointerCapture ??= () => undefined
  proto.releasePointerCapture ??= () => undefined
  proto.hasPointerCapture ??= () => false
}
