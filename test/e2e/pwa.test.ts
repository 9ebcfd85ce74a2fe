import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchChromium, newPhoneContext } from '../support/browser'
import { startServer, type RunningServer } from '../support/server-process'

/** PWA basics: the manifest, the service worker at /sw.js, and the shell opening offline. */
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A promise the test opens when it chooses: `passed` settles once `open()` is called. */
function gate(): { passed: Promise<void>; open: () => void } {
  let open = () => {}
  const passed = new Promise<void>((resolve) => (open = resolve))
  return { passed, open }
}

describe('PWA basics', () => {
  test('the manifest is Spanish, standalone, with 192, 512 and maskable icons that exist', async () => {
    const response = await fetch(`${server.baseUrl}/manifest.webmanifest`)
    expect(response.status).toBe(200)
    const manifest = (await response.json()) as {
      lang: string
      display: string
      start_url: string
      theme_color: string
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({ lang: 'es', display: 'standalone', start_url: '/' })
    expect(manifest.theme_color).toMatch(/^#/)
    const sizes = manifest.icons.map((icon) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true)
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, server.baseUrl))
      expect(image.status, icon.src).toBe(200)
      expect(image.headers.get('content-type')).toMatch(/^image\//)
      // Read to the end: an unread body keeps its connection busy, and a busy connection
      // holds the server's shutdown open.
      expect((await image.arrayBuffer()).byteLength, icon.src).toBeGreaterThan(0)
    }
  })

  test('the service worker controls the page and the landing opens offline', async () => {
    const context = await newPhoneContext(browser, server.baseUrl)
    const page = await context.newPage()
    await page.goto('/')
    const scriptURL = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.scriptURL
    })
    expect(scriptURL).toBe(`${server.baseUrl}/sw.js`)
    // The install (sw/precache.ts, several files at a time) stored every file of its list.
    const listed = [...(await (await fetch(`${server.baseUrl}/sw.js`)).text()).matchAll(/"url":"/g)]
    const precached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.includes('precache'))
      const requests = await Promise.all(
        names.map(async (name) => (await caches.open(name)).keys()),
      )
      return requests.flat().map((request) => new URL(request.url).pathname)
    })
    expect(listed.length).toBeGreaterThan(100)
    expect(new Set(precached).size).toBe(listed.length)
    expect(precached).toContain('/index.html')
    // The first load is not controlled until the worker claims it; reload once online.
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    await context.setOffline(true)
    await page.reload()
    await page.getByRole('link', { name: 'Comenzar Gratis' }).first().waitFor()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor()
    await context.close()
  })

  test('a page reloaded while the first worker installs is controlled once it is active', async () => {
    // The race of a slow install (a CI run lost a profile test to it): the reload's request
    // leaves before any worker is active, the worker activates and claims while that page is
    // still loading, and a claim skips a page that is not ready. The page asks to be claimed.
    const context = await newPhoneContext(browser, server.baseUrl)
    const page = await context.newPage()
    const held = { worker: true, reload: false }
    const workerGate = gate()
    const reloadGate = gate()
    const reloadArrived = gate()
    await context.route('**/*', async (route) => {
      const request = route.request()
      // The worker's own fetches (its precache, not its script): its install outlasts the reload.
      const isPrecache = request.serviceWorker() !== null && !request.url().endsWith('/sw.js')
      if (held.worker && isPrecache) await workerGate.passed
      else if (held.reload && request.isNavigationRequest() && request.frame().page() === page) {
        reloadArrived.open()
        await reloadGate.passed
      }
      await route.continue()
    })
    await page.goto('/')
    // A second tab reads the registration while the first one's reload is held.
    const observer = await context.newPage()
    await observer.goto('/privacy')
    const registration = () =>
      observer.evaluate(async () => {
        const found = await navigator.serviceWorker.getRegistration()
        return { installing: Boolean(found?.installing), active: found?.active?.state ?? null }
      })
    await expect.poll(async () => (await registration()).installing, { timeout: 20_000 }).toBe(true)

    held.reload = true
    const reloading = page.reload()
    await reloadArrived.passed
    held.worker = false
    workerGate.open()
    await expect
      .poll(async () => (await registration()).active, { timeout: 30_000 })
      .toBe('activated')
    held.reload = false
    reloadGate.open()
    await reloading

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 15_000,
    })
    await context.close()
  })
})
