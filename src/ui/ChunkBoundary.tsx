import { Component, type ReactNode } from 'react'

/**
 * A lazy chunk that could not be fetched: a failed dynamic import (Chromium, Firefox, Safari
 * word it differently) or Vite's preload of the chunk's CSS.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : ''
  return /dynamically imported module|module script failed|preload CSS/i.test(message)
}

/**
 * Shows `fallback` instead of children whose chunk could not be fetched (offline before the
 * service worker held it): that costs its own corner of the screen, not the app. Any other
 * error is a bug and goes on up to the router's error screen, unless `catches` takes it too.
 */
export class ChunkBoundary extends Component<
  { fallback: ReactNode; children: ReactNode; catches?: (error: unknown) => boolean },
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false }
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    const catches = this.props.catches ?? isChunkLoadError
    if (!catches(this.state.error)) throw this.state.error
    return this.props.fallback
  }
}
