import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { hasRow } from '../../db/has-row.js'

export interface CommentRow {
  id: string
  pet_id: string
  user_id: string
  content: string
  created_at: string
  author_name: string
  author_avatar: string | null
}

/** Comments on pets; a deleted one stays as a row with deleted = 1 and is never read again. */
export function createCommentsRepository(db: Kysely<Database>) {
  const selectComments = () =>
    db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id as id',
        'c.pet_id as pet_id',
        'c.user_id as user_id',
        'c.content as content',
        'c.created_at as created_at',
        'u.name as author_name',
        'u.avatar as author_avatar',
      ])
      .where('c.deleted', '=', 0)

  return {
    isLivePet(petId: string): Promise<boolean> {
      return hasRow(
        db.selectFrom('pets').select('id').where('id', '=', petId).where('deleted', '=', 0),
      )
    },

    /** Newest first (comments_pet_created_idx). */
    listForPet(petId: string): Promise<CommentRow[]> {
      return selectComments()
        .where('c.pet_id', '=', petId)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .execute()
    },

    async insert(values: {
      id: string
      petId: string
      userId: string
      content: string
      now: string
    }): Promise<CommentRow> {
      await db
        .insertInto('comments')
        .values({
          id: values.id,
          pet_id: values.petId,
          user_id: values.userId,
          content: values.content,
          created_at: values.now,
          deleted: 0,
        })
        .execute()
      return selectComments().where('c.id', '=', values.id).executeTakeFirstOrThrow()
    },

    /** The live comment's author, or undefined when there is no such comment. */
    async authorOf(id: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('comments')
        .select('user_id')
        .where('id', '=', id)
        .where('deleted', '=', 0)
        .executeTakeFirst()
      return row?.user_id
    },

    /** Marks it deleted only if `userId` wrote it; answers whether a row changed. */
    async deleteByAuthor(id: string, userId: string): Promise<boolean> {
      const result = await db
        .updateTable('comments')
        .set({ deleted: 1 })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted', '=', 0)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },
  }
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>
