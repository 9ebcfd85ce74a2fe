import type { AvatarResponse, BannerResponse } from '@contract/users.contract'
import { profileMessages, profileRules } from '@contract/users.messages'
import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'
import { usersEndpoints } from '@contract/users.endpoints'
import { call } from '../../api/call'
import { callOnline } from '../../api/online-only'
import { account as t } from '../../i18n/es/account'
import { requireSyncContext } from '../../sync'

/**
 * Avatar and banner uploads (spec §7: PUT /api/users/avatar and /api/users/banner, multipart
 * with one file field named after the picture).
 *
 * Why not through the write queue like every other write: the profile's optimistic document
 * would point at a local preview (blob:) that dies with the page, so a pending avatar would
 * show a broken picture after a reload. A picture is a deliberate, one-off action the user is
 * watching, so it needs the network: offline the user is told so (in Spanish) and nothing
 * changes. On success the
 * server's SYNC_EVENT brings the new profile to every device; the result also carries the new
 * path so the screen can show it before that arrives.
 */
export type UploadResult = { ok: true; url: string } | { ok: false; message: string }

export type PictureKind = 'avatar' | 'banner'

/** Spec §5: an image file of at most 5 MB. The Spanish message, or null when it is fine. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return profileMessages.notAnImage
  if (file.size > profileRules.imageMaxBytes) return profileMessages.imageTooLarge
  return null
}

const failure: Record<PictureKind, string> = {
  avatar: profileMessages.avatarError,
  banner: profileMessages.bannerError,
}

async function uploadPicture(kind: PictureKind, file: File): Promise<UploadResult> {
  const problem = imageFileProblem(file)
  if (problem) return { ok: false, message: problem }
  const context = requireSyncContext()
  const form = new FormData()
  form.append(kind, file, file.name)
  const answer = await callOnline(
    (): Promise<AvatarResponse | BannerResponse> =>
      call(usersEndpoints[kind], {
        client: context.http,
        form,
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      }),
    // No answer at all (the connection dropped) says so, rather than the generic failure.
    { offline: t.uploadNeedsConnection, fallback: failure[kind] },
  )
  if (!answer.ok) return { ok: false, message: answer.message }
  // The socket event usually brings the new profile first; a pull makes sure of it.
  context.reSync()
  const { value } = answer
  return { ok: true, url: 'avatarUrl' in value ? value.avatarUrl : value.bannerUrl }
}

export function uploadAvatar(file: File): Promise<UploadResult> {
  return uploadPicture('avatar', file)
}

export function uploadBanner(file: File): Promise<UploadResult> {
  return uploadPicture('banner', file)
}
