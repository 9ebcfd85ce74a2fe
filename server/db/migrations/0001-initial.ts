import { sql, type Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Users, sessions, personalities and pets. Written once for both databases: only portable
 * column types (text, integer, double precision) and plain indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_normalized', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('avatar', 'text')
    .addColumn('banner', 'text')
    .addColumn('bio', 'text')
    .addColumn('location', 'text')
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('share_location', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('subscription_type', 'text', (col) => col.notNull().defaultTo('free'))
    .addColumn('subscription_plan', 'text')
    .addColumn('subscription_expires_at', 'text')
    .addColumn('is_demo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await createIndex(db, 'auth_tokens_user_idx', 'auth_tokens', ['user_id'])

  await db.schema
    .createTable('personalities')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('pets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('species', 'text', (col) => col.notNull().defaultTo('dog'))
    .addColumn('breed', 'text', (col) => col.notNull())
    .addColumn('age', 'integer', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('weight', 'double precision')
    .addColumn('color', 'text')
    .addColumn('vaccinated', 'integer')
    .addColumn('neutered', 'integer')
    .addColumn('temperament', 'text')
    .addColumn('location', 'text')
    .addColumn('city', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('photos', 'text', (col) => col.notNull().defaultTo(sql`'[]'`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await createIndex(db, 'pets_owner_idx', 'pets', ['owner_id'])

  await db.schema
    .createTable('pet_personalities')
    .addColumn('pet_id', 'text', (col) => col.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('personality_id', 'text', (col) =>
      col.notNull().references('personalities.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('pet_personalities_pk', ['pet_id', 'personality_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pet_personalities', 'pets', 'personalities', 'auth_tokens', 'users']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
