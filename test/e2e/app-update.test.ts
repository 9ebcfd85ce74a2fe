import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import type { MeResponse } from '@contract/auth.contract'
import { call, registerUser, type RegisteredUser } from '../support/api'
import { launchChromium } from '../support/browser'
import { projectRoot, startServer, type RunningServer } from '../support/server-process'
import { openControlledApp, queuedWrites } from '../support/sw-queue-page'

/**
 * A new version of the app, deployed while a tab is open: the server serves STATIC_DIR from a
 * copy of the build, and the test deploys a second build into it (index.html marked, and the
 * service worker's precache revision of index.html changed, as any real rebuild changes it).
 * An update check finds the new worker waiting; the page offers 'Hay una nueva versión de
 * Huellitas'; 'Actualizar' waits while a form holds unsaved text, then activates the new worker
 * and reloads onto the new version; a write queued offline before the update is still sent.
 */
let server: RunningServer
let browser: Browser
let user: RegisteredUser
let deployDir: string

/** Writes a file of the deployed app and its precompressed copies (the server prefers those). */
function deployFile(name: string, content: string): void {
  const path = join(deployDir, name)
  writeFileSync(path, content)
  writeFileSync(`${path}.gz`, gzipSync(content))
  writeFileSync(`${path}.br`, brotliCompressSync(content))
}

/** The second build: a marked index.html, and a worker whose precache says it changed. */
function deploySecondBuild(): void {
  const index = readFileSync(join(deployDir, 'index.html'), 'utf8')
  deployFile(
    'index.html',
    index.replace('</head>', '<meta name="huellitas-build" content="2"></head>'),
  )
  const worker = readFileSync(join(deployDir, 'sw.js'), 'utf8')
  const changed = worker.replace(
    /"revision":"[0-9a-f]+","url":"index.html"/,
    '"revision":"second-build","url":"index.html"',
  )
  expect(changed).not.toBe(worker)
  deployFile('sw.js', changed)
}

beforeAll(async () => {
  deployDir = mkdtempSync(join(tmpdir(), 'huellitas-deploy-'))
  cpSync(join(projectRoot, 'dist'), deployDir, {
    recursive: true,
    filter: (source) => !source.startsWith(join(projectRoot, 'dist', 'server')),
  })
  server = await startServer({ env: { DEMO_DATA: '0', STATIC_DIR: deployDir } })
  browser = await launchChromium()
  user = await registerUser(server.baseUrl, { name: 'Elena Prueba' })
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  if (deployDir) rmSync(deployDir, { recursive: true, force: true })
})

async function serverBio(): Promise<string | null> {
  const me = await call<MeResponse>(server.baseUrl, 'GET', '/api/auth/me', { token: user.token })
  expect(me.status).toBe(200)
  return me.body.user.bio
}

describe('app update', () => {
  test("a second deploy is offered, and 'Actualizar' reloads onto it without losing a write", async () => {
    const { context, page } = await openControlledApp(browser, server.baseUrl, user)
    const buildMark = () =>
      page.evaluate(() => document.querySelector('meta[name="huellitas-build"]') !== null)
    expect(await buildMark()).toBe(false)
    const prompt = page.getByRole('complementary', { name: 'Hay una nueva versión de Huellitas' })

    deploySecondBuild()
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      await registration.update()
    })
    await prompt.waitFor({ timeout: 30_000 })
    expect(await buildMark()).toBe(false) // the old version keeps running until asked

    // Offline, a profile edit: while its text is only in the form, the update waits.
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Editar perfil' }).click()
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' })
    await dialog.getByLabel('Biografía').fill('Escrita antes de actualizar')
    // The open modal makes the rest of the page inert: read the prompt as the DOM has it.
    const update = page.getByRole('button', { name: 'Actualizar', includeHidden: true })
    await page
      .getByText('Guarda o descarta lo que estás editando para actualizar sin perderlo.')
      .waitFor()
    expect(await update.isDisabled()).toBe(true)

    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(async () => (await queuedWrites(page)).length).toBe(1)
    await expect.poll(() => update.isEnabled()).toBe(true)

    const reloaded = page.waitForEvent('load', { timeout: 30_000 })
    await prompt.getByRole('button', { name: 'Actualizar' }).click()
    await reloaded
    await expect.poll(buildMark).toBe(true)
    await page.getByText('Escrita antes de actualizar').waitFor()
    expect(await prompt.count()).toBe(0)
    expect(await queuedWrites(page)).toHaveLength(1)

    // Back online, the write made before the update goes out.
    await context.setOffline(false)
    await expect.poll(serverBio, { timeout: 30_000 }).toBe('Escrita antes de actualizar')
    await context.close()
  })
})
