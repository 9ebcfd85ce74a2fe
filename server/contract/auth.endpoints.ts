import { endpoints, shape } from './endpoint.js'
import type { AuthResponse, LoginInput, MeResponse, RegisterInput } from './auth.contract.js'
import type {
  EmailChangeConfirmed,
  EmailChangeInput,
  EmailChangeRequested,
  EmailChangeTokenInput,
} from './email-change.contract.js'
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  ForgotPasswordResponse,
  ResetPasswordInput,
  ResetTokenInput,
} from './password.contract.js'

/**
 * /api/auth (rules: auth.contract.ts, password.contract.ts, email-change.contract.ts). None is
 * queued by the client: a password is never kept on the device to be sent later, and the
 * session routes need the answer now.
 */
export const authEndpoints = endpoints({
  register: {
    method: 'POST',
    path: '/api/auth/register',
    auth: 'none',
    delivery: 'online',
    summary: 'Creates an account and signs it in (201)',
    ...shape<AuthResponse, RegisterInput>(),
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    delivery: 'online',
    summary: 'Signs in with e-mail and password',
    ...shape<AuthResponse, LoginInput>(),
  },
  me: {
    method: 'GET',
    path: '/api/auth/me',
    auth: 'user',
    delivery: 'read',
    summary: "The caller's account: the client's start-up check of its stored session",
    ...shape<MeResponse>(),
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'user',
    delivery: 'online',
    summary: "Revokes the caller's session (204)",
    ...shape<undefined>(),
  },
  logoutAll: {
    method: 'POST',
    path: '/api/auth/logout-all',
    auth: 'user',
    delivery: 'online',
    summary: "Revokes every session of the caller's account (204)",
    ...shape<undefined>(),
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/password',
    auth: 'user',
    delivery: 'online',
    summary: "Changes the caller's password, given the current one (204)",
    ...shape<undefined, ChangePasswordInput>(),
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'none',
    delivery: 'online',
    summary: 'Mails a reset link if the address has an account (202, the same answer either way)',
    ...shape<ForgotPasswordResponse, ForgotPasswordInput>(),
  },
  checkResetLink: {
    method: 'POST',
    path: '/api/auth/reset-password/check',
    auth: 'none',
    delivery: 'online',
    summary: 'Whether a reset link is still valid (204)',
    ...shape<undefined, ResetTokenInput>(),
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'none',
    delivery: 'online',
    summary: "Sets a new password with a reset link's token (204)",
    ...shape<undefined, ResetPasswordInput>(),
  },
  requestEmailChange: {
    method: 'POST',
    path: '/api/auth/email',
    auth: 'user',
    delivery: 'online',
    summary: 'Mails a link to confirm a new address, given the password (202)',
    ...shape<EmailChangeRequested, EmailChangeInput>(),
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/auth/email/confirm',
    auth: 'none',
    delivery: 'online',
    summary: "Applies an address change with its link's token (public: any device may open it)",
    ...shape<EmailChangeConfirmed, EmailChangeTokenInput>(),
  },
})
