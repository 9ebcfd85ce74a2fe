import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { jsPDF } from 'jspdf'
import { describe, expect, test } from 'vitest'
import type { FlyerFacts } from './flyer-facts'
import { drawFlyer } from './flyer-pdf'
import { PAPER_MM, type Paper } from './pdf-layout'

/**
 * The flyer's page as poppler reads it (pdftotext, pdfinfo from poppler-utils; .ci/run installs
 * them): one page, the words a finder needs as real text, accents intact, and every word
 * inside the margins whatever the length of what the reporter wrote.
 */
const facts: FlyerFacts = {
  heading: 'PERDIDA',
  name: 'Luna',
  breed: 'Mestiza',
  color: 'Negra con manchas blancas',
  place: 'Colonia Escalón, San Salvador',
  seen: '12 de noviembre de 2026, a las 08:30',
  reward: '100 USD',
  phone: '+503 7012 3456',
  description: 'Collar rojo con placa. Es asustadiza: no la persigas, llama al número.',
  url: 'http://127.0.0.1:4173/perdidos/0b7e4c2a-6f1d-4d7a-9a51-3c2e8f9d1b20',
  photos: [],
}

/** Runs a poppler tool, with a clear message where poppler-utils is not installed. */
function poppler(tool: 'pdfinfo' | 'pdftotext', args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} not found: install poppler-utils (.ci/run does)`)
    throw error
  }
}

const dir = mkdtempSync(join(tmpdir(), 'flyer-pdf-'))
let count = 0

function render(input: FlyerFacts, paper: Paper) {
  const doc = new jsPDF({ unit: 'mm', format: paper, orientation: 'portrait' })
  const box = drawFlyer(doc, input, paper)
  const file = join(dir, `flyer-${(count += 1)}.pdf`)
  writeFileSync(file, Buffer.from(doc.output('arraybuffer')))
  const pdftotext = (...args: string[]) => poppler('pdftotext', [...args, file, '-'])
  const info = poppler('pdfinfo', [file])
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1])
  return { box, pages, text: pdftotext('-layout'), bbox: pdftotext('-bbox') }
}

/** Word boxes in mm, from pdftotext -bbox (points). */
function words(bbox: string) {
  const mm = (value: string) => (Number(value) * 25.4) / 72
  return [
    ...bbox.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
    ),
  ].map(([, x0, y0, x1, y1, word]) => ({
    x0: mm(x0!),
    y0: mm(y0!),
    x1: mm(x1!),
    y1: mm(y1!),
    word,
  }))
}

describe.each(['letter', 'a4'] as const)('the flyer on %s paper', (paper) => {
  test('is one page whose text holds the name, reward, phone, URL and accents', () => {
    const { pages, text } = render(facts, paper)
    expect(pages).toBe(1)
    const flat = text.replace(/\s+/g, ' ')
    for (const expected of [
      'PERDIDA',
      'Luna',
      'RECOMPENSA: 100 USD',
      '+503 7012 3456',
      facts.url,
      'Última vez visto: Colonia Escalón, San Salvador',
      'Color: Negra con manchas blancas',
      'Si tienes información, llama o escribe al',
    ])
      expect(flat).toContain(expected)
  })

  test('long texts stay inside the margins and clear of the photo', () => {
    const long: FlyerFacts = {
      ...facts,
      name: 'Princesa Esmeralda de Todos los Santos Martínez',
      place:
        'Calle antigua a Huizúcar, frente a la gasolinera, Residencial Los Almendros, Antiguo Cuscatlán, La Libertad',
      description: 'Muy asustadiza. '.repeat(40),
      reward: '500 USD a quien la devuelva sana y salva, sin preguntas',
      phone: '+503 7012 3456 / +503 2222 3333',
    }
    const { pages, bbox, box } = render(long, paper)
    expect(pages).toBe(1)
    const page = PAPER_MM[paper]
    const placed = words(bbox)
    expect(placed.length).toBeGreaterThan(20)
    for (const word of placed) {
      expect(word.x0, word.word).toBeGreaterThanOrEqual(11)
      expect(word.x1, word.word).toBeLessThanOrEqual(page.width - 11)
      expect(word.y1, word.word).toBeLessThanOrEqual(page.height - 11)
      const insidePhoto = word.y1 > box.y + 1 && word.y0 < box.y + box.height - 1
      expect(insidePhoto, word.word).toBe(false)
    }
    expect(box.height).toBeGreaterThanOrEqual(60)
  })

  test('without a reward, breed or colour, nothing is printed for them', () => {
    const { text } = render({ ...facts, reward: null, breed: null, color: null }, paper)
    expect(text).not.toContain('RECOMPENSA')
    expect(text).not.toContain('Raza')
    expect(text).not.toContain('Color')
  })
})
