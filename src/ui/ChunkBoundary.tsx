import { Component, type ReactNode } from 'react'

/**
 * Shows `fallback` instead of children that threw: a lazy chunk that could not be fetched
 * (offline before the service worker held it) costs its own corner of the screen, not the app.
 */
export class ChunkBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
