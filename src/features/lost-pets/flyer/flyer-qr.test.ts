import jsQR from 'jsqr'
import { describe, expect, test } from 'vitest'
import { qrPathData, qrShape, QUIET_ZONE, type QrShape } from './flyer-qr'

/** The shape as RGBA pixels, `scale` pixels a module, light ground. */
function pixels(shape: QrShape, scale: number) {
  const side = shape.size * scale
  const data = new Uint8ClampedArray(side * side * 4).fill(255)
  for (const { row, column, length } of shape.runs)
    for (let y = row * scale; y < (row + 1) * scale; y += 1)
      for (let x = column * scale; x < (column + length) * scale; x += 1)
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3)
  return { data, side }
}

describe('qrShape', () => {
  const url = 'https://huellitas.app/perdidos/0b7e4c2a-6f1d-4d7a-9a51-3c2e8f9d1b20'

  test('draws a code a reader decodes back to the URL', () => {
    const { data, side } = pixels(qrShape(url), 4)
    expect(jsQR(data, side, side)?.data).toBe(url)
  })

  test('leaves the quiet zone light on every side', () => {
    const shape = qrShape(url)
    for (const { row, column, length } of shape.runs) {
      expect(row).toBeGreaterThanOrEqual(QUIET_ZONE)
      expect(row).toBeLessThan(shape.size - QUIET_ZONE)
      expect(column).toBeGreaterThanOrEqual(QUIET_ZONE)
      expect(column + length).toBeLessThanOrEqual(shape.size - QUIET_ZONE)
    }
  })

  test('runs are maximal: two runs on a row never touch', () => {
    const shape = qrShape(url)
    for (let index = 1; index < shape.runs.length; index += 1) {
      const before = shape.runs[index - 1]!
      const run = shape.runs[index]!
      if (run.row === before.row) expect(run.column).toBeGreaterThan(before.column + before.length)
    }
  })
})

describe('qrPathData', () => {
  test('one closed rectangle per run', () => {
    const path = qrPathData({ size: 10, runs: [{ row: 4, column: 5, length: 2 }] })
    expect(path).toBe('M5 4h2v1h-2z')
  })
})
