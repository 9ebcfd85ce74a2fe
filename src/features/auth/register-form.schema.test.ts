import { describe, expect, test } from 'vitest'
import { authMessages } from '@contract/auth.contract'
import { registerFormSchema } from './register-form.schema'

const valid = {
  name: 'Lucía',
  email: 'lucia@ejemplo.com',
  phone: '',
  password: 'perrito123',
  confirmPassword: 'perrito123',
  terms: true,
}

function messages(input: unknown): Record<string, string> {
  const result = registerFormSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('registerFormSchema', () => {
  test('accepts a complete form and keeps the contract’s transforms', () => {
    expect(registerFormSchema.parse({ ...valid, name: ' Lucía ' })).toMatchObject({
      name: 'Lucía',
      phone: null,
    })
  })

  test('reports a mismatch even while other fields are still wrong', () => {
    expect(messages({ ...valid, name: '', terms: false, confirmPassword: 'otra' })).toEqual({
      name: authMessages.nameRequired,
      terms: authMessages.termsRequired,
      confirmPassword: authMessages.passwordsDontMatch,
    })
  })

  test('keeps the contract’s password rule', () => {
    expect(messages({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: authMessages.passwordTooShort,
    })
  })
})
