import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, Result, default as Axe } from 'axe-core'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { prepareA11yWorld, type A11yRoute, type A11yWorld } from '../support/a11y-world'
import { ANA } from '../support/demo-accounts'
import { signInThroughForm, answerReverseGeocoder } from '../support/browser'
import { appUnderTest } from '../support/app-under-test'

/**
 * WCAG 2.2 A/AA in real Chromium at a phone's size, with axe-core (the engine behind
 * Lighthouse's accessibility score): the landing page as a visitor, and the signed-in home,
 * profile, chat list, a conversation, a pet profile and favorites as Ana, on the production
 * build with the demo data. Each screen is audited once its data is in and its entrance
 * animations have ended (a half-faded element would be judged on a colour it does not keep).
 * Target size is held to axe's 24 px rule (WCAG 2.5.8); the controls that must be 44 px have
 * their own test below.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })
// Evaluated through the DevTools protocol rather than added as a <script>: the app's CSP
// (script-src 'self', no inline) rightly refuses an injected inline script, and the audit should
// run under the same policy users get.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

let world: A11yWorld
let visitor: Page
let ana: Page

async function phonePage(): Promise<Page> {
  const context = await app.phone()
  // No internet here: the reverse geocoder answers from the test.
  await answerReverseGeocoder(context)
  return context.newPage()
}

beforeAll(async () => {
  world = await prepareA11yWorld(app.server.baseUrl)
  visitor = await phonePage()
  ana = await phonePage()
  await signInThroughForm(ana, ANA)
  // Once the worker is installed, every later navigation loads under its control, so none is
  // interrupted by the worker taking over mid-audit.
  await ana.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
})

async function openSettled(page: Page, route: A11yRoute): Promise<void> {
  await page.goto(route.path)
  const ready =
    'text' in route.ready
      ? page.getByText(route.ready.text)
      : page.getByRole(route.ready.role, { name: route.ready.name })
  await ready.first().waitFor()
  // Finite animations only: a spinner or a pulse never ends.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

async function runAxe(page: Page): Promise<AxeResults> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    (tags) =>
      window.axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'target-size': { enabled: true } },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  )
}

/** One line per failing element: rule, impact, the element and axe's own explanation. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ')
      return `${violation.id} (${node.impact ?? violation.impact ?? '?'}) at ${node.target.join(' ')}: ${why} — ${node.html.slice(0, 160)}`
    }),
  )
}

declare global {
  interface Window {
    axe: typeof Axe
  }
}

describe('accessibility (axe-core, WCAG 2.2 A/AA and target size)', () => {
  test.for([
    'landing',
    'home',
    'profile',
    'chat list',
    'chat',
    'pet profile',
    'favorites',
    'lost pets',
    'lost pet page (visitor)',
    'pet page (visitor)',
  ])('%s has no violations', async (name) => {
    const route = world.routes.find((candidate) => candidate.name === name)
    if (!route) throw new Error(`no route named ${name}`)
    const page = route.isSignedIn ? ana : visitor
    await openSettled(page, route)
    const results = await runAxe(page)
    // A joined string, so a failure prints every line instead of a truncated array.
    expect(describeViolations(results.violations).join('\n'), `${route.name} (${route.path})`).toBe(
      '',
    )
  })

  test('the small controls named in the issue are 44×44 px tap targets', async () => {
    const size = async (page: Page, routeName: string, selector: string) => {
      const route = world.routes.find((candidate) => candidate.name === routeName)
      if (!route) throw new Error(`no route named ${routeName}`)
      await openSettled(page, route)
      const boxes = await page.locator(selector).evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect()
          return {
            name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
            width: Math.round(box.width),
            height: Math.round(box.height),
          }
        }),
      )
      expect(boxes.length, `${selector} on ${routeName}`).toBeGreaterThan(0)
      return boxes
    }
    const tooSmall = [
      ...(await size(ana, 'profile', 'article button:text-is("Eliminar")')),
      ...(await size(ana, 'favorites', 'article a, article button')),
      ...(await size(ana, 'pet profile', 'button[aria-label^="Ver foto"]')),
    ]
      .filter((box) => box.width < 44 || box.height < 44)
      .map((box) => `'${box.name}': ${box.width}×${box.height} px`)
    expect(tooSmall.join('\n')).toBe('')
  })
})
