import { createTestDatabase, testDatabaseUrl } from './postgres.js'

/**
 * The databases every integration suite runs on (`describe.each(databaseTargets)`): always the
 * embedded SQLite file, and PostgreSQL when TEST_DATABASE_URL is set. Under CI=true a missing
 * TEST_DATABASE_URL is an error, not a skip: the PostgreSQL target is still listed and fails
 * its suites with the reason, because a silently skipped suite proves nothing.
 */
export type DatabaseKind = 'sqlite' | 'postgres'

export interface PreparedDatabase {
  /** undefined: the server makes its own SQLite file in its data folder */
  databaseUrl: string | undefined
  drop(): Promise<void>
}

export interface DatabaseTarget {
  kind: DatabaseKind
  prepare(): Promise<PreparedDatabase>
}

const sqlite: DatabaseTarget = {
  kind: 'sqlite',
  prepare: () => Promise.resolve({ databaseUrl: undefined, drop: () => Promise.resolve() }),
}

const postgres: DatabaseTarget = {
  kind: 'postgres',
  async prepare() {
    const database = await createTestDatabase()
    return { databaseUrl: database.url, drop: () => database.drop() }
  },
}

const postgresRequiredButMissing: DatabaseTarget = {
  kind: 'postgres',
  prepare: () =>
    Promise.reject(
      new Error(
        'CI=true but TEST_DATABASE_URL is not set: the PostgreSQL integration suite must run in CI ' +
          '(a skipped PostgreSQL suite counts as a failure). Set TEST_DATABASE_URL, e.g. ' +
          'postgres://root@127.0.0.1:5432/test.',
      ),
    ),
}

function targets(): DatabaseTarget[] {
  if (testDatabaseUrl()) return [sqlite, postgres]
  if (process.env.CI === 'true') return [sqlite, postgresRequiredButMissing]
  return [sqlite]
}

export const databaseTargets: readonly DatabaseTarget[] = targets()
