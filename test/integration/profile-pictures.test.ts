import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { AvatarResponse, BannerResponse } from '@contract/users.contract'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { jpeg, png } from './pets-fixtures.js'
import {
  allUploads,
  fileOfUpload,
  jpegWithGps,
  pictureForm,
  pullProfile,
  putPicture,
  servedImage,
} from './profile-fixtures.js'

/** PUT /api/users/avatar and /banner: stored re-encoded, served, the old file removed. */
describe.each(databaseTargets)('avatar and banner uploads on $kind', (target) => {
  const fixture = useServer(target)

  it('stores the avatar as a 512×512 WebP, serves it, and removes the replaced one', async () => {
    const user = await registerUser(fixture.baseUrl)
    const start = await pullProfile(fixture, user.token)
    const first = await putPicture<AvatarResponse>(
      fixture,
      'avatar',
      user.token,
      pictureForm([
        { field: 'avatar', name: 'yo.png', data: await png(900, 600), type: 'image/png' },
      ]),
    )
    expect(first.status).toBe(200)
    expect(first.body.avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/)
    expect(first.body.user.avatar).toBe(first.body.avatarUrl)
    expect(existsSync(fileOfUpload(fixture, first.body.avatarUrl))).toBe(true)
    const meta = await servedImage(fixture, first.body.avatarUrl)
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512])

    const feed = await pullProfile(fixture, user.token, start.checkpoint.seq)
    expect(feed.documents).toEqual([{ ...first.body.user, _deleted: false }])

    const second = await putPicture<AvatarResponse>(
      fixture,
      'avatar',
      user.token,
      pictureForm([{ field: 'avatar', name: 'otra.jpg', data: await jpeg(200, 200) }]),
    )
    expect(second.status).toBe(200)
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl)
    expect(existsSync(fileOfUpload(fixture, first.body.avatarUrl))).toBe(false)
    expect(existsSync(fileOfUpload(fixture, second.body.avatarUrl))).toBe(true)
    const gone = await fetch(new URL(first.body.avatarUrl, fixture.baseUrl))
    expect(gone.status).toBe(404)
    expect(allUploads(fixture).filter((file) => file.startsWith('avatars/'))).toContain(
      second.body.avatarUrl.slice('/uploads/'.length),
    )
    expect((await pullProfile(fixture, user.token)).documents[0]?.avatar).toBe(
      second.body.avatarUrl,
    )
  })

  it('stores the banner cropped to 1600×600 and removes the replaced one', async () => {
    const user = await registerUser(fixture.baseUrl)
    const first = await putPicture<BannerResponse>(
      fixture,
      'banner',
      user.token,
      pictureForm([{ field: 'banner', name: 'portada.jpg', data: await jpeg(3000, 1000) }]),
    )
    expect(first.status).toBe(200)
    expect(first.body.bannerUrl).toMatch(/^\/uploads\/banners\/[0-9a-f]{32}\.webp$/)
    expect(first.body.user.banner).toBe(first.body.bannerUrl)
    const meta = await servedImage(fixture, first.body.bannerUrl)
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 600])

    // A portrait photo is cropped to the same strip, not letter-boxed.
    const second = await putPicture<BannerResponse>(
      fixture,
      'banner',
      user.token,
      pictureForm([{ field: 'banner', name: 'vertical.jpg', data: await jpeg(600, 900) }]),
    )
    expect(second.status).toBe(200)
    const secondMeta = await servedImage(fixture, second.body.bannerUrl)
    expect([secondMeta.width, secondMeta.height]).toEqual([1600, 600])
    expect(existsSync(fileOfUpload(fixture, first.body.bannerUrl))).toBe(false)
    // The avatar is a separate picture: untouched by a banner upload.
    expect(second.body.user.avatar).toBeNull()
  })

  it.each(['avatar', 'banner'] as const)(
    'serves an uploaded %s without any EXIF (no GPS), upright',
    async (kind) => {
      const user = await registerUser(fixture.baseUrl)
      const result = await putPicture<AvatarResponse & BannerResponse>(
        fixture,
        kind,
        user.token,
        pictureForm([{ field: kind, name: 'paseo.jpg', data: await jpegWithGps(1800, 1200) }]),
      )
      expect(result.status).toBe(200)
      const url = kind === 'avatar' ? result.body.avatarUrl : result.body.bannerUrl
      const stored = await servedImage(fixture, url)
      expect(stored.exif).toBeUndefined()
      expect(stored.xmp).toBeUndefined()
      expect(stored.iptc).toBeUndefined()
      expect(stored.orientation).toBeUndefined()
      expect(stored.format).toBe('webp')
    },
  )

  it('ignores text parts next to the one file', async () => {
    const user = await registerUser(fixture.baseUrl)
    const form = pictureForm([{ field: 'avatar', name: 'yo.jpg', data: await jpeg() }])
    form.append('nota', 'hola')
    const result = await putPicture<AvatarResponse>(fixture, 'avatar', user.token, form)
    expect(result.status).toBe(200)
  })
})
