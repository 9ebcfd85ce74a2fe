import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import { usersTable as table } from '../../contract/users.endpoint-schemas.js'
import { queuedRoute, route } from '../../http/route.js'
import { pictureFormLimits, readPicture } from './picture-form.js'
import type { UsersService } from './users.service.js'

/**
 * /api/users/* and PUT /api/auth/location (contract: users.contract.ts). JSON everywhere except
 * the two picture uploads, whose child scope alone accepts multipart, sized for one image.
 */
export function usersRoutes(users: UsersService): FastifyPluginAsync {
  return async (app) => {
    route(app, table.stats, ({ session }) => users.stats(session.user.id))
    queuedRoute(app, table.profile, async ({ session, body }, request) =>
      users.updateProfile(session.user.id, body, request.writeTicket),
    )
    queuedRoute(app, table.location, async ({ session, body }, request) =>
      users.saveUserLocation(session.user.id, body, request.writeTicket),
    )
    queuedRoute(app, table.privacy, async ({ session, body }, request) =>
      users.savePrivacy(session.user.id, body, request.writeTicket),
    )
    queuedRoute(app, table.authLocation, async ({ session, body }, request) =>
      users.saveAuthLocation(session.user.id, body, request.writeTicket),
    )

    await app.register(async (uploads) => {
      await uploads.register(multipart, { limits: pictureFormLimits })

      route(uploads, table.avatar, async ({ session }, request) => {
        const picture = await readPicture(request, 'avatar')
        const result = await users.replacePicture(session.user.id, 'avatar', picture)
        return { avatarUrl: result.url, user: result.user }
      })
      route(uploads, table.banner, async ({ session }, request) => {
        const picture = await readPicture(request, 'banner')
        const result = await users.replacePicture(session.user.id, 'banner', picture)
        return { bannerUrl: result.url, user: result.user }
      })
    })
  }
}
