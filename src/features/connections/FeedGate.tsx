import type { ReactNode } from 'react'
import { Spinner } from '../../ui/Spinner'
import type { FeedState } from './use-matches-feed'
import { LoadError } from './LoadError'

interface FeedGateProps extends FeedState {
  /** the screen has nothing of the feed's to show yet */
  isEmpty: boolean
  texts: { loading: string; loadError: string; retry: string }
  children: ReactNode
}

/**
 * What a screen over the `matches` feed shows while it has nothing stored: the spinner until
 * the local query answers and during the first pull, the store's error with 'Reintentar' when
 * that pull failed; else the screen's own content (its list, or its empty state). Something
 * stored is always shown, whatever the pull's status.
 */
export function FeedGate({
  isLoading,
  feedStatus,
  onRetry,
  isEmpty,
  texts,
  children,
}: FeedGateProps) {
  if (isLoading || (isEmpty && feedStatus === 'loading')) return <Spinner label={texts.loading} />
  if (isEmpty && feedStatus === 'error') {
    return <LoadError message={texts.loadError} retryLabel={texts.retry} onRetry={onRetry} />
  }
  return children
}
