import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Result, default as Axe } from 'axe-core'
import type { Page } from 'playwright-core'

/**
 * axe-core (the engine behind Lighthouse's accessibility score) on a part of a page: WCAG 2.2
 * A/AA plus target size. Evaluated through the DevTools protocol, so the app's CSP (no inline
 * script) stays as users get it. Answers one line per failing element ('' when none), so a
 * failure prints every line.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

declare global {
  interface Window {
    axe: typeof Axe
  }
}

export async function axeViolations(page: Page, selector: string): Promise<string> {
  await page.evaluate(AXE_SOURCE)
  const results = await page.evaluate(
    ({ tags, within }) =>
      window.axe.run(within, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'target-size': { enabled: true } },
        resultTypes: ['violations'],
      }),
    { tags: WCAG_TAGS, within: selector },
  )
  return describe(results.violations)
}

function describe(violations: Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ')
        return `${violation.id} (${node.impact ?? violation.impact ?? '?'}) at ${node.target.join(' ')}: ${why} — ${node.html.slice(0, 160)}`
      }),
    )
    .join('\n')
}
