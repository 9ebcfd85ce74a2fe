import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import type { DatabaseHandle } from '../../db/database.js'
import { hashPassword } from '../auth/password.js'
import { ensurePersonalities } from '../pets/personalities.repository.js'
import { DEMO_ACCOUNTS } from './demo-accounts.js'
import { buildDemoContent, type DemoContent } from './demo-content.js'
import { demoLostPetRows } from './demo-lost-pets.js'
import { avatarName, demoRows, petPhotoName, petThumbnailName } from './demo-rows.js'
import { hasAnyUser, insertDemoRows } from './demo.repository.js'
import { avatarSvg } from './portrait/avatar.js'
import { petPortraitSvg } from './portrait/pet-portrait.js'
import { renderWebpFiles, type RenderJob } from './render.js'

export interface SeedDemoOptions {
  /** the folder served at /uploads/; pictures go to its demo/ subfolder */
  uploadsDir: string
  /** a folder keeping rendered pictures for the next seed (render.ts), if any */
  pictureCache?: string
  log: (msg: string) => void
  /** the clock, for tests; timestamps are relative to it */
  now?: Date
}

export interface SeedDemoResult {
  owners: number
  pets: number
}

function renderJobs(content: DemoContent, demoDir: string): RenderJob[] {
  const photos = content.pets.flatMap((pet) =>
    Array.from({ length: pet.photoCount }, (_, photo) => ({
      file: join(demoDir, petPhotoName(pet, photo)),
      thumbnailFile: join(demoDir, petThumbnailName(pet, photo)),
      svg: () =>
        petPortraitSvg({ look: pet.look, colour: pet.color, seed: pet.portraitSeed, photo }),
    })),
  )
  const avatars = content.owners.map((owner) => ({
    file: join(demoDir, 'avatars', avatarName(owner)),
    svg: () => avatarSvg(owner.seed.avatar),
  }))
  return [...photos, ...avatars]
}

/**
 * Password hashes: the two demo accounts get real ones; every other demo owner shares one hash
 * of a random secret that is thrown away, so nobody can sign in as them (and the seed stays
 * fast: each scrypt hash costs ~350 ms).
 */
async function passwordHashes(): Promise<{ byEmail: Map<string, string>; locked: string }> {
  const [locked, ...accounts] = await Promise.all([
    hashPassword(randomBytes(32).toString('base64url')),
    ...DEMO_ACCOUNTS.map((account) => hashPassword(account.password)),
  ])
  const byEmail = new Map(DEMO_ACCOUNTS.map((account, i) => [account.email, accounts[i] ?? '']))
  return { byEmail, locked: locked ?? '' }
}

/**
 * Fills an empty database with demo owners and pets (with their pictures) so a newcomer has
 * something to browse and two accounts to sign in with. Returns null, doing nothing, when the
 * database already has any user: the demo never mixes into real data.
 */
export async function seedDemoContent(
  handle: DatabaseHandle,
  options: SeedDemoOptions,
): Promise<SeedDemoResult | null> {
  const { db } = handle
  if (await hasAnyUser(db)) return null
  const started = performance.now()
  const now = options.now ?? new Date()
  await ensurePersonalities(db)
  const content = buildDemoContent(now)
  const jobs = renderJobs(content, join(options.uploadsDir, 'demo'))
  const [hashes] = await Promise.all([
    passwordHashes(),
    renderWebpFiles(jobs, Math.min(4, availableParallelism()), options.pictureCache),
  ])
  const rows = {
    ...demoRows(content, (owner) => hashes.byEmail.get(owner.seed.email) ?? hashes.locked, now),
    lostPets: demoLostPetRows(content, now),
  }
  try {
    await insertDemoRows(db, rows)
  } catch (error) {
    // Another process seeding the same empty database at the same moment wins the race.
    if (await hasAnyUser(db)) {
      options.log('Demo content skipped: another process filled the database first')
      return null
    }
    throw error
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  options.log(
    `Demo content: ${rows.users.length} owners, ${rows.pets.length} pets and ${jobs.length} pictures in ${seconds} s`,
  )
  return { owners: rows.users.length, pets: rows.pets.length }
}
