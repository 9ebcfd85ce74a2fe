import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import {
  authLocationSchema,
  profileUpdateSchema,
  userLocationSchema,
  type AvatarResponse,
  type BannerResponse,
  type ProfileResponse,
  type UserStatsResponse,
} from '../../contract/users.contract.js'
import { privacySettingsSchema } from '../../contract/privacy.contract.js'
import { parseInput } from '../../http/validation.js'
import { requireSession } from '../../auth/auth.guard.js'
import { pictureFormLimits, readPicture } from './picture-form.js'
import type { UsersService } from './users.service.js'

/**
 * /api/users/* and PUT /api/auth/location (contract: users.contract.ts). JSON everywhere except
 * the two picture uploads, whose child scope alone accepts multipart, sized for one image.
 */
export function usersRoutes(users: UsersService): FastifyPluginAsync {
  return async (app) => {
    app.get('/users/stats', async (request): Promise<UserStatsResponse> => {
      return users.stats(requireSession(request).user.id)
    })

    app.put('/users/profile', async (request): Promise<ProfileResponse> => {
      const userId = requireSession(request).user.id
      const data = parseInput(profileUpdateSchema, request.body)
      return { user: await users.updateProfile(userId, data) }
    })

    app.put('/users/location', async (request): Promise<ProfileResponse> => {
      const userId = requireSession(request).user.id
      const data = parseInput(userLocationSchema, request.body)
      return { user: await users.saveUserLocation(userId, data) }
    })

    app.put('/users/privacy', async (request): Promise<ProfileResponse> => {
      const userId = requireSession(request).user.id
      const data = parseInput(privacySettingsSchema, request.body)
      return { user: await users.savePrivacy(userId, data) }
    })

    app.put('/auth/location', async (request): Promise<ProfileResponse> => {
      const userId = requireSession(request).user.id
      const data = parseInput(authLocationSchema, request.body)
      return { user: await users.saveAuthLocation(userId, data) }
    })

    await app.register(async (uploads) => {
      await uploads.register(multipart, { limits: pictureFormLimits })

      uploads.put('/users/avatar', async (request): Promise<AvatarResponse> => {
        const userId = requireSession(request).user.id
        const result = await users.replacePicture(
          userId,
          'avatar',
          await readPicture(request, 'avatar'),
        )
        return { avatarUrl: result.url, user: result.user }
      })

      uploads.put('/users/banner', async (request): Promise<BannerResponse> => {
        const userId = requireSession(request).user.id
        const result = await users.replacePicture(
          userId,
          'banner',
          await readPicture(request, 'banner'),
        )
        return { bannerUrl: result.url, user: result.user }
      })
    })
  }
}
