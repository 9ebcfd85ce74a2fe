/**
 * The whole files a style loads besides tiles: its sprite (`.json` and `.png`, `@2x` on a dense
 * screen, as MapLibre asks them) and its GeoJSON sources given by URL. Read from the style
 * document itself: a live map's getStyle() gives GeoJSON sources' loaded data, not their URL.
 * Pure, unit tested.
 */

function spriteBases(sprite: unknown): string[] {
  if (typeof sprite === 'string') return [sprite]
  if (!Array.isArray(sprite)) return []
  return sprite.flatMap((entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'url' in entry && typeof entry.url === 'string'
      ? [entry.url]
      : [],
  )
}

export function styleFiles(style: unknown, base: string, pixelRatio: number): string[] {
  if (typeof style !== 'object' || style === null) return []
  const doc = style as { sprite?: unknown; sources?: unknown }
  const suffix = pixelRatio > 1 ? '@2x' : ''
  const files = spriteBases(doc.sprite).flatMap((sprite) => {
    const [path = '', query] = sprite.split('?')
    const rest = query ? `?${query}` : ''
    return [`${path}${suffix}.json${rest}`, `${path}${suffix}.png${rest}`]
  })
  if (typeof doc.sources === 'object' && doc.sources !== null) {
    for (const source of Object.values(doc.sources as Record<string, unknown>)) {
      if (typeof source !== 'object' || source === null) continue
      const spec = source as { type?: unknown; data?: unknown }
      if (spec.type === 'geojson' && typeof spec.data === 'string') files.push(spec.data)
    }
  }
  return [...new Set(files.map((file) => new URL(file, base).href))]
}
