import { randomUUID } from 'node:crypto'
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { thumbnailPath } from '@contract/media'
import { ageFiles } from '../support/age-files.js'
import type { ApiResult } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { queryRows } from '../support/db-probe.js'
import { useRestartableServer, type RestartableServer } from '../support/restartable-server.js'
import { jpeg, ownerWithPet, sendAlert, validAlert } from './lost-pets-fixtures.js'
import { createPet } from './pets-fixtures.js'

/**
 * A lost-pet report stores its photos before its row. A server killed in between leaves the
 * files of that run behind (their names are random: a resend never writes over or removes
 * files of another run), and the sweep removes them once they are an hour old, never a file a
 * report holds. Pet photos get the same sweep.
 */
const folderFiles = (fixture: RestartableServer, folder: string) =>
  readdirSync(join(fixture.dataDir, 'uploads', folder)).map((file) => `/uploads/${folder}/${file}`)

async function alertPhotoFiles(fixture: RestartableServer): Promise<string[]> {
  const rows = await queryRows<{ photos: string }>(fixture, 'SELECT photos FROM lost_pets')
  return rows
    .flatMap((row) => JSON.parse(row.photos) as string[])
    .flatMap((path) => [path, thumbnailPath(path) ?? path])
}

describe.each(databaseTargets)('lost-pet photos across a crash on $kind', (target) => {
  const fixture = useRestartableServer(target)

  it('keeps every photo a report holds, and sweeps those of killed runs, when reports are killed mid-write and sent again', async () => {
    const photos = [
      { name: 'uno.jpg', data: await jpeg(900, 700) },
      { name: 'dos.jpg', data: await jpeg(700, 900) },
    ]
    const reports: { token: string; fields: Record<string, string>; key: string }[] = []
    for (let round = 0; round < 5; round++) {
      const batch = await Promise.all(
        [0, 1].map(async () => {
          const { user, pet } = await ownerWithPet(fixture.baseUrl)
          const fields = { ...validAlert(pet.id), id: randomUUID() }
          return { token: user.token, fields, key: randomUUID() }
        }),
      )
      reports.push(...batch)
      const inFlight = batch.map((report) =>
        sendAlert(fixture.baseUrl, report.token, report.fields, photos, report.key).catch(
          () => null,
        ),
      )
      // 5–85 ms: from before the photos are decoded to after the row is saved.
      await sleep(5 + round * 20)
      await fixture.kill()
      await Promise.all(inFlight)
      await fixture.restart()
      for (const report of batch) {
        let result: ApiResult | null = null
        for (let attempt = 0; attempt < 10 && !(result && result.status < 300); attempt++) {
          result = await sendAlert(
            fixture.baseUrl,
            report.token,
            report.fields,
            photos,
            report.key,
          ).catch(() => null)
        }
        expect(result?.status, result?.text).toBeLessThan(300)
      }
    }
    const rows = await queryRows<{ id: string; photos: string }>(
      fixture,
      'SELECT id, photos FROM lost_pets',
    )
    expect(rows.map((row) => row.id).sort()).toEqual(reports.map((r) => r.fields.id).sort())
    expect(rows.every((row) => (JSON.parse(row.photos) as string[]).length === 2)).toBe(true)
    const held = (await alertPhotoFiles(fixture)).sort()
    for (const path of held) expect(folderFiles(fixture, 'lost-pets')).toContain(path)
    // What killed runs left is swept once it is over an hour old; what the reports hold stays.
    await fixture.kill()
    ageFiles(join(fixture.dataDir, 'uploads', 'lost-pets'))
    await fixture.restart()
    await expect
      .poll(() => folderFiles(fixture, 'lost-pets').sort(), { timeout: 10_000 })
      .toEqual(held)
  }, 180_000)

  it('sweeps at start-up the photos no report holds that are over an hour old', async () => {
    const { user, pet } = await ownerWithPet(fixture.baseUrl)
    const kept = await sendAlert(
      fixture.baseUrl,
      user.token,
      { ...validAlert(pet.id), id: randomUUID() },
      [{ name: 'luna.jpg', data: await jpeg() }],
    )
    expect(kept.status).toBe(201)
    await fixture.kill()
    const dir = join(fixture.dataDir, 'uploads', 'lost-pets')
    const stray = 'ab'.repeat(16)
    const recent = 'cd'.repeat(16)
    for (const name of [stray, recent]) {
      writeFileSync(join(dir, `${name}.webp`), 'x')
      writeFileSync(join(dir, `${name}.thumb.webp`), 'x')
    }
    // Everything but `recent` looks two hours old, the report's own photo included.
    ageFiles(dir, (file) => file.startsWith(recent))
    await fixture.restart()

    const strayFiles = [`${stray}.webp`, `${stray}.thumb.webp`]
    await expect
      .poll(() => readdirSync(dir).filter((file) => strayFiles.includes(file)), { timeout: 10_000 })
      .toEqual([])
    const left = folderFiles(fixture, 'lost-pets')
    for (const path of await alertPhotoFiles(fixture)) expect(left).toContain(path)
    expect(left).toContain(`/uploads/lost-pets/${recent}.webp`)
  }, 60_000)

  it('sweeps at start-up the pet photos no pet holds that are over an hour old', async () => {
    const { user } = await ownerWithPet(fixture.baseUrl)
    const pet = await createPet(fixture.baseUrl, user.token, {
      name: 'Fotogénica',
      photos: [{ name: 'luna.jpg', data: await jpeg() }],
    })
    expect(pet.photos).toHaveLength(1)
    await fixture.kill()
    const dir = join(fixture.dataDir, 'uploads', 'pets')
    const stray = 'ef'.repeat(16)
    writeFileSync(join(dir, `${stray}.webp`), 'x')
    writeFileSync(join(dir, `${stray}.thumb.webp`), 'x')
    ageFiles(dir)
    await fixture.restart()

    await expect
      .poll(() => readdirSync(dir).filter((file) => file.startsWith(stray)), { timeout: 10_000 })
      .toEqual([])
    const left = folderFiles(fixture, 'pets')
    for (const path of pet.photos) {
      expect(left).toContain(path)
      expect(left).toContain(thumbnailPath(path))
    }
  }, 60_000)
})
