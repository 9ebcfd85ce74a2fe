import type { ComponentProps } from 'react'
import { PasswordField } from '../auth'
import { password } from '../../i18n/es/password'

const t = password.change

/** The account's current password, asked again before its password or address changes. */
export function CurrentPasswordField(
  props: Omit<
    ComponentProps<typeof PasswordField>,
    'label' | 'autoComplete' | 'showLabel' | 'hideLabel'
  >,
) {
  return (
    <PasswordField
      {...props}
      label={t.currentLabel}
      autoComplete="current-password"
      showLabel={t.showCurrent}
      hideLabel={t.hideCurrent}
    />
  )
}
