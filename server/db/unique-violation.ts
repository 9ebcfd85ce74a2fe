/**
 * A write that broke a unique index: SQLITE_CONSTRAINT_PRIMARYKEY / _UNIQUE on SQLite,
 * unique_violation (23505) on PostgreSQL. `detail` tells which index: SQLite names the columns
 * in its message ('UNIQUE constraint failed: users.email_normalized'), PostgreSQL the
 * constraint ('users_email_normalized_key').
 */
export interface UniqueViolation {
  isPrimaryKey: boolean
  detail: string
}

export function uniqueViolation(error: unknown): UniqueViolation | null {
  const { code, message, constraint } = (error ?? {}) as {
    code?: unknown
    message?: unknown
    constraint?: unknown
  }
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE') {
    return {
      isPrimaryKey: code === 'SQLITE_CONSTRAINT_PRIMARYKEY',
      detail: typeof message === 'string' ? message : '',
    }
  }
  if (code === '23505') {
    const name = typeof constraint === 'string' ? constraint : ''
    return { isPrimaryKey: name.endsWith('_pkey'), detail: name }
  }
  return null
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null
}
