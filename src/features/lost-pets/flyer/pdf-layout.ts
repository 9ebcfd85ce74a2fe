/**
 * Pure pieces of the flyer's PDF (flyer-pdf.ts), kept apart so they are tested without a PDF.
 *
 * Text: jsPDF's standard fonts (Helvetica) write text in WinAnsi (Windows-1252), which holds
 * every Spanish letter and sign (á é í ó ú ü ñ ¡ ¿ and their capitals) but no emoji or other
 * scripts: those would come out as garbage in the PDF and in its text layer (pdftotext), so
 * they are dropped. Text is composed first (NFC): a decomposed 'ú' (u + accent) would lose its
 * accent.
 */

/** The 27 characters Windows-1252 holds in 0x80–0x9F, beside Latin-1 (0x20–0x7E, 0xA0–0xFF). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  )
}

/** `text` as the PDF's standard fonts can write it: composed, other characters dropped. */
export function pdfSafeText(text: string): string {
  return [...text.normalize('NFC').replace(/\s+/g, ' ')]
    .filter(isWinAnsi)
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
}

export type Paper = 'a4' | 'letter'

/**
 * Letter where it is the usual paper (the Americas from Mexico to Chile, the Philippines),
 * A4 elsewhere: the region of the device's language decides ('es-SV' → letter, 'es-ES' → a4).
 * A language without a region, or Latin America as a whole ('es-419'), gets letter, the paper
 * of the app's home region.
 */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'GT',
  'SV',
  'HN',
  'NI',
  'CR',
  'PA',
  'CU',
  'DO',
  'PR',
  'CO',
  'VE',
  'CL',
  'PH',
  '419',
])

export function paperFor(locale: string): Paper {
  // A language alone ('es') names no country (Intl would guess Spain's).
  if (!locale.includes('-')) return 'letter'
  try {
    const { region } = new Intl.Locale(locale)
    return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4'
  } catch {
    return 'letter'
  }
}

/** Page size in millimetres. */
export const PAPER_MM: Record<Paper, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
}

/** The part of a `width`×`height` picture that fills a box of `box` proportions (CSS cover). */
export function coverCrop(
  width: number,
  height: number,
  box: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const boxRatio = box.width / box.height
  if (width / height > boxRatio) {
    const cropped = height * boxRatio
    return { x: (width - cropped) / 2, y: 0, width: cropped, height }
  }
  const cropped = width / boxRatio
  return { x: 0, y: (height - cropped) / 2, width, height: cropped }
}

/**
 * The largest font size from `max` down to `min` (in steps of 1) at which `text` is at most
 * `maxWidth` wide; `measure(text, size)` gives the width at a size.
 */
export function fitFontSize(
  measure: (text: string, size: number) => number,
  text: string,
  maxWidth: number,
  { max, min }: { max: number; min: number },
): number {
  for (let size = max; size > min; size -= 1) if (measure(text, size) <= maxWidth) return size
  return min
}
