import type { FastifyInstance } from 'fastify'

/** The route table as Fastify prints it (a tree of path segments), flattened. */
export function routesOf(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = []
  const segments: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const parsed = /^((?:[│ ] {3})*)(?:[├└]── )?(\S+) \(([^)]+)\)$/.exec(line)
    if (!parsed) continue
    const [, indent = '', segment = '', methods = ''] = parsed
    const depth = indent.length / 4 + (line.includes('── ') ? 1 : 0)
    segments.length = depth
    segments[depth] = segment
    for (const method of methods.split(', ')) routes.push({ method, path: segments.join('') })
  }
  return routes
}
