import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { launchChromium, newPhoneContext } from './browser'
import { startServer, type RunningServer, type StartServerOptions } from './server-process'

export interface AppUnderTest {
  /** The real server (production build); set once the file's first beforeAll has run. */
  readonly server: RunningServer
  readonly browser: Browser
  /** A new phone-sized context on the server, closed with the rest after the file. */
  phone(): Promise<BrowserContext>
}

export interface AppUnderTestOptions extends StartServerOptions {
  /** extra Chromium flags for this file's browser (e.g. a fake camera) */
  chromiumArgs?: readonly string[]
  /**
   * A new server, data and browser for each test and each retry of it, so a retry does not
   * meet what its failed attempt left (a second alert of the same pet, its notices).
   */
  isFreshPerAttempt?: boolean
}

/**
 * An e2e file's server and Chromium: started before its tests (this hook comes first, so the
 * file's own setup can use them) and closed after them, contexts first.
 */
export function appUnderTest(options: AppUnderTestOptions = {}): AppUnderTest {
  const { chromiumArgs = [], isFreshPerAttempt = false, ...serverOptions } = options
  let server: RunningServer | undefined
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []

  const before = isFreshPerAttempt ? beforeEach : beforeAll
  const after = isFreshPerAttempt ? afterEach : afterAll
  before(async () => {
    server = await startServer(serverOptions)
    browser = await launchChromium(chromiumArgs)
  })

  after(async () => {
    for (const context of contexts.splice(0)) await context.close()
    await browser?.close()
    await server?.stop()
    browser = undefined
    server = undefined
  })

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`${what} is not started yet: use it inside a hook or test`)
    return value
  }
  return {
    get server() {
      return started(server, 'The server')
    },
    get browser() {
      return started(browser, 'Chromium')
    },
    async phone() {
      const context = await newPhoneContext(
        started(browser, 'Chromium'),
        started(server, 'The server').baseUrl,
      )
      contexts.push(context)
      return context
    },
  }
}
