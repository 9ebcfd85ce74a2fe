import { withSchemas } from './endpoint-schemas.js'
import { deleteAccountSchema, privacySettingsSchema } from './privacy.contract.js'
import { authLocationSchema, profileUpdateSchema, userLocationSchema } from './users.contract.js'
import { usersEndpoints } from './users.endpoints.js'

export const usersTable = withSchemas(usersEndpoints, {
  profile: { body: profileUpdateSchema },
  location: { body: userLocationSchema },
  privacy: { body: privacySettingsSchema },
  authLocation: { body: authLocationSchema },
  deleteAccount: { body: deleteAccountSchema },
})
