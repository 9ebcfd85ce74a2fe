import { authMessages } from '@contract/auth.contract'

/**
 * The error under a 'confirm password' field. Spec §5: the mismatch shows as soon as the
 * confirmation differs, not only on submit; the schema's own message (a blank field) comes first.
 */
export function confirmPasswordError(
  password: string,
  confirmation: string,
  schemaError: string | undefined,
): string | undefined {
  if (schemaError !== undefined) return schemaError
  return confirmation !== '' && confirmation !== password
    ? authMessages.passwordsDontMatch
    : undefined
}
