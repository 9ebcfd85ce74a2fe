import { join, resolve } from 'node:path'
import { z } from 'zod'
import { flag, integer, matching, type EnvOf } from './env.js'

/** Where data lives: the database, Redis, and DATA_DIR with its uploads; and the demo seed. */
export interface DbConfig {
  dataDir: string
  /** postgres://… when PostgreSQL is in use; undefined means the embedded SQLite file */
  databaseUrl: string | undefined
  sqlitePath: string
  uploadsDir: string
  redisUrl: string | undefined
  /** Namespaces every Redis key and channel, so several deployments can share one Redis. */
  redisKeyPrefix: string
  demoData: boolean
  /** Seed the demo services catalogue (DEMO_CATALOGUE; default: DEMO_DATA's value). */
  demoCatalogue: boolean
  /** A folder keeping rendered demo pictures between seeds (DEMO_PICTURE_CACHE; tests set it). */
  demoPictureCache: string | undefined
  /**
   * How long the first queued write of a batch waits for others to share its transaction
   * (GROUP_COMMIT_WINDOW_MS, 0 to 2; 0 = the writes of one event-loop turn only).
   */
  groupCommitWindowMs: number
}

export const dbEnv = {
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: matching(
    /^postgres(ql)?:\/\//,
    'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded SQLite file)',
  ).optional(),
  REDIS_URL: matching(
    /^rediss?:\/\//,
    'REDIS_URL must start with redis:// or rediss://',
  ).optional(),
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('huellitas:'),
  DEMO_DATA: flag('DEMO_DATA').default(true),
  DEMO_CATALOGUE: flag('DEMO_CATALOGUE').optional(),
  DEMO_PICTURE_CACHE: z.string().trim().min(1).optional(),
  GROUP_COMMIT_WINDOW_MS: integer('GROUP_COMMIT_WINDOW_MS', 0, 2).default(2),
}

export function readDbConfig(e: EnvOf<typeof dbEnv>, cwd: string): DbConfig {
  const dataDir = resolve(cwd, e.DATA_DIR)
  return {
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: join(dataDir, 'huellitas.sqlite'),
    uploadsDir: join(dataDir, 'uploads'),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    demoData: e.DEMO_DATA,
    demoCatalogue: e.DEMO_CATALOGUE ?? e.DEMO_DATA,
    demoPictureCache:
      e.DEMO_PICTURE_CACHE === undefined ? undefined : resolve(cwd, e.DEMO_PICTURE_CACHE),
    groupCommitWindowMs: e.GROUP_COMMIT_WINDOW_MS,
  }
}
