import { styleFiles } from './style-files'

/**
 * The whole files of the map: the runtime config, the style it names and what that style
 * loads besides tiles (style-files.ts), so the area opens offline from its own cache.
 */
export async function mapFiles(pixelRatio: number, signal?: AbortSignal): Promise<string[]> {
  const config = new URL('/api/config', window.location.href).href
  const answer = await fetch(config, { signal })
  if (!answer.ok) return []
  const body = (await answer.json()) as { mapStyleUrl?: unknown }
  if (typeof body.mapStyleUrl !== 'string') return [config]
  const styleUrl = new URL(body.mapStyleUrl, window.location.href).href
  const style: unknown = await fetch(styleUrl, { mode: 'cors', signal })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
  // The style's paths are its own (style-urls.ts): resolved against it, not the page.
  return [config, styleUrl, ...styleFiles(style, styleUrl, pixelRatio)]
}
