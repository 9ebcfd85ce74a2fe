import type { Kysely, Transaction, Updateable } from 'kysely'
import type { Database, UserRow, UsersTable } from '../../db/schema.js'
import { nextChangeSeq } from '../sync/change-sequence.repository.js'
import { NamedError } from '../../named-error.js'

/** What the users module may change on a row; identity, password and seq stay out of reach. */
export type ProfileChanges = Omit<
  Updateable<UsersTable>,
  | 'id'
  | 'email'
  | 'email_normalized'
  | 'password_hash'
  | 'seq'
  | 'created_at'
  | 'is_demo'
  | 'deleted_at'
>

/** Thrown by updateUser when the user no longer exists. */
export class MissingUserError extends NamedError {
  constructor(readonly id: string) {
    super(`user ${id} does not exist`)
  }
}

/** updateUser in `trx`, a transaction of the group commit's (the queued settings writes). */
async function updateUserIn(
  trx: Transaction<Database>,
  id: string,
  changes: ProfileChanges,
): Promise<{ before: UserRow; after: UserRow }> {
  const seq = await nextChangeSeq(trx, 'profile')
  const before = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  if (!before) throw new MissingUserError(id)
  const after = await trx
    .updateTable('users')
    .set({ ...changes, seq })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { before, after }
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async countPetsOwnedBy(userId: string): Promise<number> {
      const row = await db
        .selectFrom('pets')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('owner_id', '=', userId)
        // Deleted pets stay as tombstones for the change feed; they are not the user's anymore.
        .where('deleted', '=', 0)
        .executeTakeFirst()
      // PostgreSQL answers count(*) as a string (bigint); SQLite as a number.
      return Number(row?.count ?? 0)
    },

    /** The caller's own profile feed: their row when it changed after `afterSeq`. */
    profileChangedAfter(userId: string, afterSeq: number): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .where('seq', '>', afterSeq)
        .executeTakeFirst()
    },

    /**
     * Applies the changes with a new profile seq taken first in the transaction
     * (sync/change-sequence.repository.ts: commit order). `before` is the row as that
     * transaction found it, so the caller removes exactly the picture it replaced even when
     * two uploads race.
     */
    updateUser(id: string, changes: ProfileChanges): Promise<{ before: UserRow; after: UserRow }> {
      return db.transaction().execute((trx) => updateUserIn(trx, id, changes))
    },

    updateUserIn,
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
