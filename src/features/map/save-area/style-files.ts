/**
 * The whole files a style loads besides tiles: its sprite (`.json` and `.png`, `@2x` on a dense
 * screen, as MapLibre asks them), the TileJSON of its tiled sources (a hosted street style's
 * sources are TileJSON URLs: without it the source knows no tiles offline), its GeoJSON
 * sources given by URL, and the glyphs of the fonts its labels use. Read from the style
 * document itself: a live map's getStyle() gives GeoJSON sources' loaded data, not their URL.
 * Pure, unit tested.
 */

/**
 * The glyph ranges saved per font: Basic Latin and Latin-1, every letter of Spanish (á, ñ,
 * ü, ¿, ¡). A name in another script stays unlabelled offline.
 */
export const SAVED_GLYPH_RANGES = ['0-255'] as const

function spriteBases(sprite: unknown): string[] {
  if (typeof sprite === 'string') return [sprite]
  if (!Array.isArray(sprite)) return []
  return sprite.flatMap((entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'url' in entry && typeof entry.url === 'string'
      ? [entry.url]
      : [],
  )
}

/** Expression operators a `text-font` may start with (a font is never named like these). */
const FONT_EXPRESSIONS = new Set(['get', 'coalesce', 'match', 'case', 'step', 'let', 'var', 'at'])

function isFontList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'string') &&
    !FONT_EXPRESSIONS.has(value[0] as string)
  )
}

/**
 * The font stacks the layers name, as MapLibre asks glyphs for them (the fonts joined by a
 * comma): a plain list or a `["literal", [...]]`; fonts chosen by an expression are not known
 * before drawing and are not saved.
 */
export function fontStacks(layers: unknown): string[] {
  if (!Array.isArray(layers)) return []
  const stacks = new Set<string>()
  for (const layer of layers as unknown[]) {
    if (typeof layer !== 'object' || layer === null) continue
    const { layout } = layer as { layout?: { 'text-font'?: unknown } }
    const font = layout?.['text-font']
    const list = Array.isArray(font) && font[0] === 'literal' ? (font[1] as unknown) : font
    if (isFontList(list)) stacks.add(list.join(','))
  }
  return [...stacks]
}

function glyphFiles(glyphs: unknown, layers: unknown): string[] {
  if (typeof glyphs !== 'string') return []
  return fontStacks(layers).flatMap((stack) =>
    SAVED_GLYPH_RANGES.map((range) =>
      glyphs.replace('{fontstack}', stack).replace('{range}', range),
    ),
  )
}

export function styleFiles(style: unknown, base: string, pixelRatio: number): string[] {
  if (typeof style !== 'object' || style === null) return []
  const doc = style as { sprite?: unknown; sources?: unknown; glyphs?: unknown; layers?: unknown }
  const suffix = pixelRatio > 1 ? '@2x' : ''
  const files = spriteBases(doc.sprite).flatMap((sprite) => {
    const [path = '', query] = sprite.split('?')
    const rest = query ? `?${query}` : ''
    return [`${path}${suffix}.json${rest}`, `${path}${suffix}.png${rest}`]
  })
  if (typeof doc.sources === 'object' && doc.sources !== null) {
    for (const source of Object.values(doc.sources as Record<string, unknown>)) {
      if (typeof source !== 'object' || source === null) continue
      const spec = source as { type?: unknown; data?: unknown; url?: unknown }
      if (spec.type === 'geojson' && typeof spec.data === 'string') files.push(spec.data)
      // A .pmtiles archive is read by range (save-area-runner.ts), never as a whole file.
      const isTiled = spec.type === 'vector' || spec.type === 'raster'
      if (isTiled && typeof spec.url === 'string' && !spec.url.startsWith('pmtiles://')) {
        files.push(spec.url)
      }
    }
  }
  files.push(...glyphFiles(doc.glyphs, doc.layers))
  return [...new Set(files.map((file) => new URL(file, base).href))]
}
