import { loginSchema, registerSchema } from './auth.contract.js'
import { authEndpoints } from './auth.endpoints.js'
import { withSchemas } from './endpoint-schemas.js'
import { emailChangeSchema, emailChangeTokenSchema } from './email-change.contract.js'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from './password.contract.js'

export const authTable = withSchemas(authEndpoints, {
  register: { body: registerSchema },
  login: { body: loginSchema },
  changePassword: { body: changePasswordSchema },
  forgotPassword: { body: forgotPasswordSchema },
  checkResetLink: { body: resetTokenSchema },
  resetPassword: { body: resetPasswordSchema },
  requestEmailChange: { body: emailChangeSchema },
  confirmEmailChange: { body: emailChangeTokenSchema },
})
