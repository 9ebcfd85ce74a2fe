import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { thumbnailPath } from '../../contract/media.js'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js'
import { verifyPassword } from '../auth/password.js'
import { ensurePersonalities } from '../pets/personalities.repository.js'
import { PERSONALITY_CATALOGUE } from '../pets/personalities.seed.js'
import { DEMO_ACCOUNTS, seedDemoContent } from './index.js'
import { DEMO_CENTRE, DEMO_RADIUS_KM } from './demo-places.js'
import { distanceKm } from './prng.js'

/** Real databases: a SQLite file in a temp folder, and PostgreSQL when TEST_DATABASE_URL is set. */
interface Target {
  name: string
  open(dir: string): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }>
}

const sqlite: Target = {
  name: 'SQLite',
  open: (dir) => {
    const handle = openDatabase({ sqlitePath: join(dir, 'huellitas.sqlite') })
    return Promise.resolve({ handle, dispose: () => handle.close() })
  },
}

/** A fresh, uniquely named database on the test server, dropped afterwards. */
const postgres = (serverUrl: string): Target => ({
  name: 'PostgreSQL',
  open: async () => {
    const name = `huellitas_t_${randomBytes(6).toString('hex')}`
    const admin = async (statement: string): Promise<void> => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      try {
        await client.query(statement)
      } finally {
        await client.end()
      }
    }
    await admin(`create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: '' })
    return {
      handle,
      dispose: async () => {
        await handle.close()
        await admin(`drop database if exists ${name} with (force)`)
      },
    }
  },
})

const targets = [sqlite]
if (process.env.TEST_DATABASE_URL) targets.push(postgres(process.env.TEST_DATABASE_URL))

describe.each(targets)('seedDemoContent on $name', (target) => {
  let dir = ''
  let handle: DatabaseHandle
  let dispose: () => Promise<void> = () => Promise.resolve()
  let result: Awaited<ReturnType<typeof seedDemoContent>>
  const logs: string[] = []
  const uploadsDir = (): string => join(dir, 'uploads')

  const count = async (table: 'users' | 'pets' | 'pet_personalities' | 'personalities') => {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n) // PostgreSQL returns counts as strings
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'huellitas-demo-'))
    ;({ handle, dispose } = await target.open(dir))
    await migrateToLatest(handle.db)
    result = await seedDemoContent(handle, { uploadsDir: uploadsDir(), log: (m) => logs.push(m) })
  }, 120_000)

  afterAll(async () => {
    await dispose()
    await rm(dir, { recursive: true, force: true })
  })

  it('stores the owners and about 60 pets it reports', async () => {
    expect(result).not.toBeNull()
    const pets = await count('pets')
    expect(result).toEqual({ owners: await count('users'), pets })
    expect(pets).toBeGreaterThanOrEqual(55)
    expect(pets).toBeLessThanOrEqual(65)
    expect(result?.owners).toBeGreaterThanOrEqual(12)
    expect(logs.join('\n')).toMatch(/60 pets/)
    const demoFlags = await handle.db.selectFrom('users').select('is_demo').distinct().execute()
    expect(demoFlags.map((row) => Number(row.is_demo))).toEqual([1])
  })

  it('lets a newcomer sign in with the listed demo accounts', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await handle.db
        .selectFrom('users')
        .selectAll()
        .where('email_normalized', '=', account.email.toLowerCase())
        .executeTakeFirstOrThrow()
      expect(user.name).toBe(account.name)
      expect(await verifyPassword(account.password, user.password_hash)).toBe(true)
      const pets = await handle.db
        .selectFrom('pets')
        .select(['gender'])
        .where('owner_id', '=', user.id)
        .execute()
      expect(pets).toHaveLength(account.pets)
    }
    const ana = await handle.db
      .selectFrom('pets')
      .innerJoin('users', 'users.id', 'pets.owner_id')
      .select('pets.gender')
      .where('users.email', '=', 'ana@huellitas.app')
      .execute()
    expect(ana.some((pet) => pet.gender === 'FEMALE')).toBe(true)
  })

  it('gives the other owners one hash of a secret nobody knows', async () => {
    const emails = DEMO_ACCOUNTS.map((account) => account.email as string)
    const others = await handle.db
      .selectFrom('users')
      .select(['password_hash'])
      .where('email', 'not in', emails)
      .execute()
    const hashes = new Set(others.map((row) => row.password_hash))
    expect(hashes.size).toBe(1)
    const [hash] = [...hashes]
    expect(await verifyPassword('huellitas123', hash ?? '')).toBe(false)
  })

  it('gives every pet 1–3 photos that exist as 600×800 WebP files', async () => {
    const pets = await handle.db.selectFrom('pets').select(['id', 'photos']).execute()
    const files = pets.flatMap((pet) => {
      const photos = JSON.parse(pet.photos) as string[]
      expect(photos.length).toBeGreaterThanOrEqual(1)
      expect(photos.length).toBeLessThanOrEqual(3)
      return photos.map((photo) => {
        expect(photo).toMatch(new RegExp(`^/uploads/demo/${pet.id}-\\d\\.webp$`))
        return join(uploadsDir(), photo.replace(/^\/uploads\//, ''))
      })
    })
    for (const file of files) {
      const meta = await sharp(file).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 800])
    }
  })

  it('writes a 360×480 WebP thumbnail beside every pet photo (contract/media.ts)', async () => {
    const pets = await handle.db.selectFrom('pets').select(['photos']).execute()
    const photos = pets.flatMap((pet) => JSON.parse(pet.photos) as string[])
    expect(photos.length).toBeGreaterThan(0)
    for (const photo of photos) {
      const thumbnail = thumbnailPath(photo)
      expect(thumbnail).toMatch(/^\/uploads\/demo\/[\w-]+-\d\.thumb\.webp$/)
      const meta = await sharp(
        join(uploadsDir(), (thumbnail ?? '').replace(/^\/uploads\//, '')),
      ).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 360, 480])
    }
  })

  it('gives every owner a 256×256 WebP avatar', async () => {
    const users = await handle.db.selectFrom('users').select(['avatar']).execute()
    for (const { avatar } of users) {
      expect(avatar).toMatch(/^\/uploads\/demo\/avatars\/[\w-]+\.webp$/)
      const meta = await sharp(
        join(uploadsDir(), (avatar ?? '').replace(/^\/uploads\//, '')),
      ).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256])
    }
  })

  it('places every pet within 25 km of the default centre, with its city', async () => {
    const pets = await handle.db
      .selectFrom('pets')
      .select(['latitude', 'longitude', 'city', 'location'])
      .execute()
    for (const pet of pets) {
      const position = { latitude: Number(pet.latitude), longitude: Number(pet.longitude) }
      expect(distanceKm(DEMO_CENTRE, position)).toBeLessThanOrEqual(DEMO_RADIUS_KM)
      expect(pet.city).toBeTruthy()
      expect(pet.location).toContain(pet.city)
    }
  })

  it('links every pet to 2–4 personalities from the catalogue', async () => {
    const links = await handle.db
      .selectFrom('pet_personalities')
      .innerJoin('personalities', 'personalities.id', 'pet_personalities.personality_id')
      .select(['pet_personalities.pet_id as petId'])
      .execute()
    expect(links).toHaveLength(await count('pet_personalities'))
    const perPet = new Map<string, number>()
    for (const { petId } of links) perPet.set(petId, (perPet.get(petId) ?? 0) + 1)
    expect(perPet.size).toBe(await count('pets'))
    for (const n of perPet.values()) {
      expect(n).toBeGreaterThanOrEqual(2)
      expect(n).toBeLessThanOrEqual(4)
    }
  })

  it('does nothing the second time: the database already has users', async () => {
    const before = [await count('users'), await count('pets'), await count('pet_personalities')]
    expect(await seedDemoContent(handle, { uploadsDir: uploadsDir(), log: () => {} })).toBeNull()
    expect([await count('users'), await count('pets'), await count('pet_personalities')]).toEqual(
      before,
    )
  })

  it('keeps the personality catalogue whole when ensured again', async () => {
    await ensurePersonalities(handle.db)
    await ensurePersonalities(handle.db)
    expect(await count('personalities')).toBe(PERSONALITY_CATALOGUE.length)
  })
})
