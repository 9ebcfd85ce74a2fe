import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { FEATURE_INDEX } from '../../vite.feature-index.ts'

const features = fileURLToPath(new URL('../../src/features', import.meta.url))

/** The statements of a module that are not `export … from '…'`, as written. */
function statementsBesideReexports(source: string): string[] {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.Latest, true)
  return file.statements
    .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier))
    .map((statement) => statement.getText(file))
}

/**
 * The builds declare every feature's index.ts free of side effects (vite.feature-index.ts), so
 * that an importer bundles only the modules whose exports it uses. That holds only while an index
 * re-exports and does nothing else: an import for its effect, a CSS import or code of its own
 * would be dropped from the build, yet still run in tests and on the dev server.
 */
describe('feature indexes', () => {
  const indexes = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(features, entry.name, 'index.ts'))
    .filter((path) => existsSync(path))

  it('are all declared free of side effects by the builds', () => {
    expect(indexes.length).toBeGreaterThan(30)
    expect(indexes.filter((path) => !FEATURE_INDEX.test(path))).toEqual([])
  })

  it('hold re-exports only', () => {
    const offending = indexes.flatMap((path) =>
      statementsBesideReexports(readFileSync(path, 'utf8')).map((text) => `${path}: ${text}`),
    )
    expect(offending).toEqual([])
  })

  it('finds a statement that is not a re-export', () => {
    const source = [
      "export { a } from './a'",
      "export type { B } from './b'",
      "import './styles.css'",
      "export const c = register('c')",
    ].join('\n')
    expect(statementsBesideReexports(source)).toEqual([
      "import './styles.css'",
      "export const c = register('c')",
    ])
  })
})
