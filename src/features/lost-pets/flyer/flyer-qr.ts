import { create } from 'qrcode'

/**
 * The flyer's QR code, computed on the device (no network) with `qrcode` and drawn as shapes
 * rather than a picture: an SVG path on screen and in print, filled rectangles in the PDF, so
 * it stays sharp at any size. Error correction M (15 %) survives a crease or a smudge on a
 * printed sheet while keeping modules large for a URL of this length.
 */
export interface QrRun {
  row: number
  column: number
  length: number
}

export interface QrShape {
  /** modules per side, the quiet zone included */
  size: number
  /** the dark modules as horizontal runs, in module units from the top-left corner */
  runs: QrRun[]
}

/** The quiet zone, in modules (the QR standard asks for four). */
export const QUIET_ZONE = 4

export function qrShape(text: string): QrShape {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const runs: QrRun[] = []
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1
    for (let column = 0; column <= modules.size; column += 1) {
      const isDark = column < modules.size && modules.get(row, column)
      if (isDark && start < 0) start = column
      if (!isDark && start >= 0) {
        runs.push({ row: row + QUIET_ZONE, column: start + QUIET_ZONE, length: column - start })
        start = -1
      }
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, runs }
}

/** The runs as one SVG path, for a viewBox of `0 0 size size`. */
export function qrPathData(shape: QrShape): string {
  return shape.runs
    .map(({ row, column, length }) => `M${column} ${row}h${length}v1h-${length}z`)
    .join('')
}
