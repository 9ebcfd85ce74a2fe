import { CONFIG_URL } from '../../../api/runtime-config'
import { styleFiles } from './style-files'

/**
 * The whole files of the map: the runtime config, the style the map shows (the configured one,
 * or the app's own when that one could not load) and what that style loads besides tiles
 * (style-files.ts), so the area opens offline from its own cache.
 */
export async function mapFiles(
  shownStyleUrl: string,
  pixelRatio: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const config = new URL(CONFIG_URL, window.location.href).href
  const styleUrl = new URL(shownStyleUrl, window.location.href).href
  const style: unknown = await fetch(styleUrl, { mode: 'cors', signal })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
  // The style's paths are its own (style-urls.ts): resolved against it, not the page.
  return [config, styleUrl, ...styleFiles(style, styleUrl, pixelRatio)]
}
