import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { importCircles, importGraph } from './import-graph.js'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

/**
 * No circle of imports anywhere in src, server or sw, type-only imports included: a circle
 * hides which module is below which, and a type shared by two files belongs in a third that
 * both import. This test is the one check for circles: ESLint's import-x/no-cycle saw only
 * value imports, a subset of what this finds, and took 12 % of lint's rule time (TIMING=1).
 */
describe('the import graph', () => {
  // It reads and parses every source file: about 3 s on an idle machine, past Vitest's 5 s
  // default under load.
  it('has no circle, type-only imports included', { timeout: 60_000 }, () => {
    const graph = importGraph(projectRoot)
    expect(graph.size).toBeGreaterThan(500)
    expect(importCircles(graph)).toEqual([])
  })

  it('finds a circle closed by a type-only import', () => {
    const graph = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts'])],
      ['c.ts', new Set(['a.ts'])],
      ['d.ts', new Set(['a.ts'])],
    ])
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })
})
