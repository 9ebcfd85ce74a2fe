import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, newPhoneContext, signInThroughForm } from '../support/browser'
import { matchedPair, postMessage, type ChatPair } from '../support/chat-e2e'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * The built app under its Content-Security-Policy (issue 13 §2), in real Chromium: a visitor's
 * screens, then every main screen signed in, each opened by a full load, with a
 * `securitypolicyviolation` listener put in every document by an init script and the console
 * watched for Chromium's CSP reports. Zero violations is the bar; the service worker must
 * still register and control the page, and the screens must still show their data.
 */
interface Violation {
  directive: string
  blocked: string
  source: string
  url: string
}

declare global {
  interface Window {
    cspViolations?: Violation[]
    inlineScriptRan?: boolean
  }
}

let server: RunningServer
let browser: Browser
let context: BrowserContext
let page: Page
let pair: ChatPair
const consoleReports: string[] = []

/** Runs in every document before the app's scripts (added through DevTools, so CSP allows it). */
function listenForViolations() {
  window.cspViolations = []
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations?.push({
      directive: event.violatedDirective,
      blocked: event.blockedURI,
      source: `${event.sourceFile}:${event.lineNumber}`,
      url: location.pathname,
    })
  })
}

const violations = () => page.evaluate(() => window.cspViolations ?? [])

async function open(path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path)
  await ready(page)
  // Late chunks, images and the socket's first frames.
  await page.waitForTimeout(500)
  expect(await violations(), path).toEqual([])
}

beforeAll(async () => {
  server = await startServer({ env: { DEMO_DATA: '1' }, startTimeoutMs: 120_000 })
  browser = await launchChromium()
  pair = await matchedPair(
    server.baseUrl,
    { name: 'Lucía Prueba', petName: 'Canela' },
    { name: 'Mario Prueba', petName: 'Bruno' },
  )
  await postMessage(server.baseUrl, pair.b.token, pair.matchId, 'Hola desde la política')
  context = await newPhoneContext(browser, server.baseUrl)
  await context.addInitScript(listenForViolations)
  context.on('console', (message) => {
    const text = message.text()
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(text)) consoleReports.push(text)
  })
  page = await context.newPage()
  page.on('pageerror', (error) => consoleReports.push(`pageerror: ${error.message}`))
}, 180_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

describe('the app under its Content-Security-Policy', () => {
  test('a visitor’s screens load with no violation', async () => {
    await open('/', (p) => p.getByRole('link', { name: 'Comenzar Gratis' }).first().waitFor())
    await open('/login', (p) => p.getByRole('button', { name: 'Iniciar sesión' }).waitFor())
    await open('/register', (p) => p.getByLabel('Correo electrónico').waitFor())
    await open('/terms', (p) => p.getByRole('heading', { level: 1 }).waitFor())
    await open('/privacy', (p) => p.getByRole('heading', { level: 1 }).waitFor())
    await open('/forgot-password', (p) => p.getByRole('heading', { level: 1 }).waitFor())
    expect(consoleReports).toEqual([])
  })

  test('every main screen signed in loads and works with no violation', async () => {
    await signInThroughForm(page, pair.a)
    const heading = (p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor()
    await open('/', (p) => p.getByRole('button', { name: 'Me gusta' }).waitFor())
    await open('/profile', (p) => p.getByText(pair.a.pet.name).first().waitFor())
    await open(`/pet/${pair.b.pet.id}`, (p) => p.getByText(pair.b.pet.name).first().waitFor())
    await open('/matches', (p) => p.getByText(pair.b.pet.name).first().waitFor())
    await open(`/matches/${pair.matchId}`, (p) => p.getByText(pair.b.pet.name).first().waitFor())
    await open('/chat', (p) => p.getByText('Hola desde la política').first().waitFor())
    await open(`/chat/${pair.matchId}`, (p) =>
      p.getByText('Hola desde la política').first().waitFor(),
    )
    await open('/favorites', heading)
    await open('/add-pet', (p) =>
      p
        .getByLabel(/Nombre/)
        .first()
        .waitFor(),
    )
    await open(`/edit-pet/${pair.a.pet.id}`, (p) =>
      p
        .getByLabel(/Nombre/)
        .first()
        .waitFor(),
    )
    await open('/settings', (p) =>
      p.getByRole('button', { name: 'Cerrar sesión', exact: true }).waitFor(),
    )
    await open('/notifications', heading)
    await open('/premium', heading)
    await open('/lost-pets', heading)
    await open('/services', heading)
    expect(consoleReports).toEqual([])
  })

  test('the service worker registers and controls the app under the policy', async () => {
    await page.goto('/')
    const scriptURL = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.scriptURL
    })
    expect(scriptURL).toBe(`${server.baseUrl}/sw.js`)
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // Served by the worker from its precache now: the policy still holds, and nothing breaks.
    await open('/profile', (p) => p.getByText(pair.a.pet.name).first().waitFor())
    await open(`/chat/${pair.matchId}`, (p) =>
      p.getByText('Hola desde la política').first().waitFor(),
    )
    expect(consoleReports).toEqual([])
  })

  test('the listener does catch a violation: an injected inline script is blocked', async () => {
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.inlineScriptRan = true'
      document.head.append(script)
    })
    await expect
      .poll(violations)
      .toEqual([expect.objectContaining({ directive: 'script-src-elem' })])
    expect(await page.evaluate(() => window.inlineScriptRan)).toBeUndefined()
    expect(consoleReports.some((text) => text.includes('Content Security Policy'))).toBe(true)
  })
})
