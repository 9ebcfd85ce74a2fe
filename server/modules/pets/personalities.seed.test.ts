import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrateToLatest, openDatabase } from '../../db/database.js'
import { ensurePersonalities } from './personalities.repository.js'
import { PERSONALITY_CATALOGUE, PERSONALITY_CATEGORIES } from './personalities.seed.js'
import { feminineNames } from '../../../src/i18n/es/personalities.js'

describe('personality catalogue', () => {
  it('covers the six categories of the spec with 4–6 entries each', () => {
    expect([...PERSONALITY_CATEGORIES].sort()).toEqual(
      ['adaptability', 'behavior', 'energy', 'intelligence', 'social', 'temperament'].sort(),
    )
    for (const category of PERSONALITY_CATEGORIES) {
      const entries = PERSONALITY_CATALOGUE.filter((entry) => entry.category === category)
      expect(entries.length, category).toBeGreaterThanOrEqual(4)
      expect(entries.length, category).toBeLessThanOrEqual(6)
    }
  })

  it('has unique, stable ids prefixed by their category and unique names', () => {
    const ids = PERSONALITY_CATALOGUE.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const entry of PERSONALITY_CATALOGUE) {
      expect(entry.id).toMatch(new RegExp(`^${entry.category}-[a-z]+$`))
    }
    const names = PERSONALITY_CATALOGUE.map((entry) => entry.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual(
      expect.arrayContaining(['juguetón', 'tranquilo', 'cariñoso', 'protector']),
    )
  })
})

// The client shows a female pet's personalities in the feminine, from its own table keyed by
// these ids (src/i18n/es/personalities.ts): a catalogue change must reach that table.
describe('personality catalogue in the feminine', () => {
  it('decides every catalogue entry: a feminine form, or listed here as the same for both', () => {
    // A new catalogue entry fails here until someone decides how it reads for a female pet.
    const sameForBoth = [
      'energy-deportista',
      'social-perros',
      'social-gatos',
      'social-ninos',
      'social-personas',
      'behavior-obediente',
      'behavior-correa',
      'intelligence-inteligente',
      'intelligence-aprende',
      'intelligence-trucos',
      'temperament-independiente',
      'temperament-leal',
      'temperament-paciente',
      'adaptability-apartamento',
      'adaptability-patio',
      'adaptability-calor',
    ]
    const decided = [...Object.keys(feminineNames), ...sameForBoth].sort()
    expect(decided).toEqual(PERSONALITY_CATALOGUE.map((entry) => entry.id).sort())
  })
})

describe('ensurePersonalities', () => {
  it('inserts the catalogue once and repairs edited rows on later runs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'huellitas-personalities-'))
    const handle = openDatabase({ sqlitePath: join(dir, 'db.sqlite') })
    try {
      await migrateToLatest(handle.db)
      await ensurePersonalities(handle.db)
      await handle.db
        .updateTable('personalities')
        .set({ name: 'Renombrado' })
        .where('id', '=', 'energy-jugueton')
        .execute()
      await ensurePersonalities(handle.db)

      const rows = await handle.db
        .selectFrom('personalities')
        .selectAll()
        .orderBy('sort_order')
        .execute()
      expect(rows.map((row) => row.id)).toEqual(
        [...PERSONALITY_CATALOGUE]
          .sort(
            (a, b) =>
              PERSONALITY_CATEGORIES.indexOf(a.category) -
              PERSONALITY_CATEGORIES.indexOf(b.category),
          )
          .map((entry) => entry.id),
      )
      expect(rows.find((row) => row.id === 'energy-jugueton')?.name).toBe('Juguetón')
    } finally {
      await handle.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
