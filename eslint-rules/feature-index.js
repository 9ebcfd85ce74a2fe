import { dirname, relative, resolve, sep } from 'node:path'

/**
 * A feature is used by other features and by routes only through its index.ts
 * (conventions.md 'Layout'): what it exports there is its surface, the rest is free to change.
 *
 * Checked: static imports and re-exports, type-only included, and `import('…').Type` in types.
 * A lazy `import()` is the other way round: it may name a module deep in another feature, and
 * must not name the index. A dynamic import is a chunk boundary: the routes load their screens
 * that way (scripts/report-bundle.mjs and vite.chunks.ts read those paths), and a shell host or
 * a dialog loads on demand that way. The builds let a static import of an index bring only what
 * it uses (vite.feature-index.ts), but a lazy import of an index loads all of it: a chunk of the
 * whole feature, which also drags modules that other screens import statically into its chunks.
 *
 * Only relative specifiers can reach a feature (the client's one alias is @contract/*).
 *
 * Option `entries`: a few modules that are a feature's second way in, each with its reason,
 * for a lazy chunk that needs what the index must not carry (the index is loaded at once by
 * screens that would then carry it too). Keyed by path under src/features, without extension.
 */
const FEATURE_PATH = /^src\/features\/([^/]+)(?:\/(.*))?$/

function featureOf(projectPath) {
  const match = FEATURE_PATH.exec(projectPath)
  return match ? { name: match[1], rest: match[2] ?? '' } : null
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureIndexRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Import another feature only through its index.ts, never a file inside it',
    },
    messages: {
      deepImport:
        "'{{specifier}}' reaches inside features/{{feature}}. Import it from '{{index}}' (features/{{feature}}/index.ts), and export it there if it is not yet: a feature is used only through its index.ts. A lazy import() of a screen or a host may name the file (a chunk boundary).",
      lazyIndex:
        "import('{{specifier}}') loads all of features/{{feature}}/index.ts as one lazy chunk. Name the module that holds what you load (a lazy import() may reach inside a feature: it is a chunk boundary).",
    },
    schema: [
      {
        type: 'object',
        properties: { entries: { type: 'object', additionalProperties: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.cwd
    const file = context.filename
    const from = featureOf(relative(root, file).split(sep).join('/'))
    const entries = new Set(Object.keys(context.options[0]?.entries ?? {}))

    /** The other feature a relative specifier names, with the path inside it ('' for its folder). */
    function featureNamed(source) {
      const specifier = source?.value
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return null
      const to = featureOf(
        relative(root, resolve(dirname(file), specifier))
          .split(sep)
          .join('/'),
      )
      return to && to.name !== from?.name ? { ...to, specifier } : null
    }
    const isIndex = (rest) => rest === '' || /^index(\.tsx?)?$/.test(rest)

    function checkLazy(source) {
      const to = featureNamed(source)
      if (!to || !isIndex(to.rest)) return
      context.report({
        node: source,
        messageId: 'lazyIndex',
        data: { specifier: to.specifier, feature: to.name },
      })
    }

    function check(node, source) {
      const to = featureNamed(source)
      if (!to || isIndex(to.rest)) return
      const { specifier } = to
      if (entries.has(`${to.name}/${to.rest.replace(/\.tsx?$/, '')}`)) return
      // The same specifier, cut at the feature's folder: '../auth/guards' → '../auth'.
      const index = specifier.slice(0, specifier.length - to.rest.length).replace(/\/$/, '')
      context.report({
        node: source,
        messageId: 'deepImport',
        data: { specifier, feature: to.name, index },
      })
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      // typescript-eslint 8 names the specifier `argument.literal` (a literal type) or `source`.
      TSImportType: (node) => check(node, node.source ?? node.argument?.literal),
      ImportExpression: (node) => checkLazy(node.source),
    }
  },
}
