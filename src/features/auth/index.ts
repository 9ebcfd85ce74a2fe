/**
 * Sign-in and sign-up (spec §2 'Login', 'Register', §6): the screens, the start-up check and the
 * sign-out actions, and the form pieces and calls Settings builds its account forms from (the
 * email and password changes). The session itself (store, useSession, the routes' guards) is
 * src/session.
 */
export {
  checkSessionAtStart,
  signOut,
  signOutEverywhere,
  endDeletedAccountSession,
} from './auth-actions'
export { default as LoginPage } from './LoginPage'
export { default as RegisterPage } from './RegisterPage'
export { ForgotPasswordPage } from './ForgotPasswordPage'
export { ResetPasswordPage } from './ResetPasswordPage'
export { ConfirmEmailPage } from './ConfirmEmailPage'
export { AuthForm } from './components/AuthForm'
export { EmailField } from './components/EmailField'
export { PasswordField } from './components/PasswordField'
export { NewPasswordFields } from './components/NewPasswordFields'
export { SubmitButton } from './components/SubmitButton'
export { requestEmailChange } from './email-change.api'
export { changePassword } from './password.api'
export { changePasswordFormSchema, type ChangePasswordFormInput } from './password-forms.schema'
export { useOnlineForm } from './use-online-form'
