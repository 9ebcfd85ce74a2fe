import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Runs each project's slowest test files first, by the seconds a full run recorded in
 * test/file-durations.json (`node scripts/record-test-durations.mjs` writes it from CI's
 * reports), so the workers finish together instead of one running the last long file alone.
 *
 * Vitest orders files this way too, but from its results cache in node_modules, which a clean
 * clone (CI) does not have: it then falls back to file size, which says little about how long a
 * file of browser or server tests runs. A file the record does not know goes first, as Vitest
 * puts unknown files first; with no record at all, Vitest's own order stands.
 */
export const FILE_DURATIONS_PATH = 'test/file-durations.json'

/** project name → file (relative to the root) → seconds */
export type FileDurations = Record<string, Record<string, number>>

export function readFileDurations(path = FILE_DURATIONS_PATH): FileDurations {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as FileDurations) : {}
}

export class DurationSequencer extends BaseSequencer {
  private readonly durations = readFileDurations()

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files)
    const position = new Map(base.map((file, index) => [file, index]))
    const seconds = (file: TestSpecification): number =>
      this.durations[file.project.name]?.[relative(this.ctx.config.root, file.moduleId)] ??
      Number.POSITIVE_INFINITY
    // Vitest's order sorts by group and project first; keep it there, reorder only within a
    // project's files.
    return [...base].sort((a, b) => {
      if (a.project !== b.project) return position.get(a)! - position.get(b)!
      return seconds(b) - seconds(a) || position.get(a)! - position.get(b)!
    })
  }
}
