import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourcesUnder } from './import-graph'

const root = fileURLToPath(new URL('../..', import.meta.url))
const QUERY_METHODS = new Set(['find', 'findOne', 'findByIds', 'count'])

/** `x.find(…).$` and the like: an RxDB query observed directly, as written. */
function directLiveQueries(source: string): string[] {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === '$' &&
      ts.isCallExpression(node.expression) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      QUERY_METHODS.has(node.expression.expression.name.text)
    ) {
      found.push(node.getText(file).replace(/\s+/g, ' '))
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/**
 * A live query observed as `query.$` dies for good after one failed read (RxDB keeps the
 * failed query in its cache): screens observe queries through src/db/live-query.ts, which
 * makes a failed one again.
 */
describe('live queries', () => {
  it('go through liveQuery()', () => {
    const offending = sourcesUnder(join(root, 'src'))
      .filter((path) => !path.endsWith(join('src', 'db', 'live-query.ts')))
      .flatMap((path) =>
        directLiveQueries(readFileSync(path, 'utf8')).map(
          (text) => `${relative(root, path)}: ${text}`,
        ),
      )
    expect(offending).toEqual([])
  })

  it('are found when observed directly', () => {
    const source = [
      'const a = database.pets.find({ selector: { ownerId } }).$.pipe(map(plain))',
      'const b = collection\n  .findOne(id)\n  .$.subscribe(show)',
      'const c = liveQuery(() => database.pets.find())',
      'const d = collection.$.pipe(filter(isInsert))',
    ].join('\n')
    expect(directLiveQueries(source)).toEqual([
      'database.pets.find({ selector: { ownerId } }).$',
      'collection .findOne(id) .$',
    ])
  })
})
