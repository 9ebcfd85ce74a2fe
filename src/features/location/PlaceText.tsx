import { usePlaceText } from './nearby-place'

/**
 * A saved place text as it should read: bare coordinates become the nearest known place
 * ('cerca de San Salvador'). For screens that load the location module lazily: render the raw
 * text as the Suspense fallback.
 */
export function PlaceText({ text }: { text: string }) {
  return <>{usePlaceText(text) ?? text}</>
}
