import { afterAll, beforeAll } from 'vitest'
import type { Browser, Locator } from 'playwright-core'
import { launchChromium } from './browser'
import { freePort, startServer, type RunningServer } from './server-process'
import { startSmtpSink, type SmtpSink } from './smtp-sink'

/**
 * For an e2e file whose flow goes through the mail: the built server mailing through a real SMTP
 * server (smtp-server) it can reach, with the links pointing back at itself, and Chromium. Call
 * it at the top of the file; the parts are read once beforeAll has started them.
 */
export function mailingApp() {
  let sink: SmtpSink | undefined
  let server: RunningServer | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    sink = await startSmtpSink()
    const port = await freePort()
    server = await startServer({
      env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: sink.url },
    })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await sink?.stop()
  })
  const started = <T>(part: T | undefined): T => {
    if (part === undefined) throw new Error('mailingApp: used before beforeAll ran')
    return part
  }
  return {
    get sink() {
      return started(sink)
    },
    get server() {
      return started(server)
    },
    get browser() {
      return started(browser)
    },
  }
}

/** Waits for a screen's part to show, as slow as a page reached from a mailed link can be. */
export async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 15_000 })
}
