import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/**
 * The project's own import graph as TypeScript resolves it: every `import`, `import type`,
 * `export … from` and `import()` of every source file (tests left out), each build with its
 * own tsconfig (the client's `@contract/*` alias, the server's `.js` specifiers).
 */
const builds = [
  { root: 'src', tsconfig: 'tsconfig.app.json' },
  { root: 'server', tsconfig: 'tsconfig.server.json' },
  { root: 'sw', tsconfig: 'tsconfig.sw.json' },
]

const isSource = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')

/** The source files under `directory` (tests and declaration files left out). */
export function sourcesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** file (relative to the project) → the project files it imports */
export function importGraph(projectRoot: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const build of builds) {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(projectRoot, build.tsconfig),
      undefined,
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    )
    if (!config) throw new Error(`cannot read ${build.tsconfig}`)
    for (const file of sourcesUnder(join(projectRoot, build.root))) {
      const from = relative(projectRoot, file)
      const edges = graph.get(from) ?? new Set<string>()
      graph.set(from, edges)
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      for (const { fileName } of importedFiles) {
        const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule
        if (!resolved || resolved.isExternalLibraryImport) continue
        const target = relative(projectRoot, resolved.resolvedFileName)
        if (!target.startsWith('..') && isSource(target)) edges.add(target)
      }
    }
  }
  return graph
}

/** Every circle of the graph (Tarjan's strongly connected components of more than one file). */
export function importCircles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.has(file)) circles.push(component.sort())
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file)
  return circles
}
