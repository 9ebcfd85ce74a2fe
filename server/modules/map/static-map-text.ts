/**
 * What the static map's SVG layers share about text and room: labels are measured with an
 * estimate (DejaVu Sans, the fonts librsvg finds on a server, averages ~0.6 em a character),
 * and a label is left out where its box would overlap one already placed.
 */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export const FONT = 'DejaVu Sans, Noto Sans, Arial, sans-serif'
const CHAR_EM = 0.6

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

export function textWidth(text: string, size: number): number {
  return [...text].length * size * CHAR_EM
}
