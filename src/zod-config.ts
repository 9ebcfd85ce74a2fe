/**
 * Zod compiles object schemas into functions with `new Function` when it may; the
 * Content-Security-Policy forbids eval, and Chromium reports even Zod's guarded probe for it
 * as a violation. Zod's `jitless` setting skips both. Schemas read it when they are built, so
 * main.tsx imports this module before anything that defines one.
 *
 * Set through the global object Zod keeps its settings in (it adopts one that exists, so that
 * several copies share it) rather than through `z.config()`: importing Zod's core here would
 * put it in the landing page's first load, over its budget.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

export {}
