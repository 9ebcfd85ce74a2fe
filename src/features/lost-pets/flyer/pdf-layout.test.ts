import { describe, expect, test } from 'vitest'
import { coverCrop, fitFontSize, paperFor, pdfSafeText } from './pdf-layout'

describe('pdfSafeText', () => {
  test('keeps every Spanish letter and sign', () => {
    const spanish = '¡Última vez visto! ¿La viste? Peña, Güemes, ÁÉÍÓÚÜÑ áéíóúüñ — 100 € “sí”'
    expect(pdfSafeText(spanish)).toBe(spanish)
  })
  test('composes decomposed accents instead of losing them', () => {
    expect(pdfSafeText('Lu\u0301na')).toBe('Lúna')
  })
  test('drops what the standard fonts cannot write', () => {
    expect(pdfSafeText('Luna 🐶 la gata')).toBe('Luna la gata')
    expect(pdfSafeText('🐶')).toBe('')
    expect(pdfSafeText('猫 Mimi')).toBe('Mimi')
  })
  test('turns line breaks and tabs into single spaces', () => {
    expect(pdfSafeText('  collar\n\trojo  ')).toBe('collar rojo')
  })
})

describe('paperFor', () => {
  test.each([
    ['es-SV', 'letter'],
    ['es-MX', 'letter'],
    ['en-US', 'letter'],
    ['es-ES', 'a4'],
    ['es-AR', 'a4'],
    ['fr-FR', 'a4'],
    ['es', 'letter'],
    ['es-419', 'letter'],
    ['not a locale!', 'letter'],
  ])('%s → %s', (locale, paper) => {
    expect(paperFor(locale)).toBe(paper)
  })
})

describe('coverCrop', () => {
  test('a wide picture in a square box loses its sides', () => {
    expect(coverCrop(400, 200, { width: 1, height: 1 })).toEqual({
      x: 100,
      y: 0,
      width: 200,
      height: 200,
    })
  })
  test('a tall picture in a wide box loses top and bottom', () => {
    expect(coverCrop(300, 600, { width: 3, height: 2 })).toEqual({
      x: 0,
      y: 200,
      width: 300,
      height: 200,
    })
  })
  test('a picture of the box’s shape is kept whole', () => {
    expect(coverCrop(640, 480, { width: 160, height: 120 })).toEqual({
      x: 0,
      y: 0,
      width: 640,
      height: 480,
    })
  })
})

describe('fitFontSize', () => {
  // Each character is half the font size wide, a monospace approximation.
  const measure = (text: string, size: number) => text.length * size * 0.5

  test('keeps the largest size when the text fits', () => {
    expect(fitFontSize(measure, 'Luna', 100, { max: 40, min: 12 })).toBe(40)
  })
  test('shrinks a long name until it fits', () => {
    // 20 characters at size s are 10·s wide: 100 fits at 10 at most, the floor is 8.
    expect(fitFontSize(measure, 'x'.repeat(20), 100, { max: 40, min: 8 })).toBe(10)
  })
  test('stops at the minimum', () => {
    expect(fitFontSize(measure, 'x'.repeat(200), 100, { max: 40, min: 12 })).toBe(12)
  })
})
