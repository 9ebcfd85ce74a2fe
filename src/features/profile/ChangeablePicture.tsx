import type { ReactNode } from 'react'
import type { PictureKind } from '../account'
import { profile as t } from '../../i18n/es/profile'
import { PictureInput } from './PictureInput'
import type { PictureUpload } from './use-picture-upload'

const label: Record<PictureKind, string> = { banner: t.changeBanner, avatar: t.changeAvatar }
// The banner's button sits in its top corner; the avatar's, smaller, on the circle's edge.
const corner: Record<PictureKind, string> = {
  banner: 'absolute top-3 right-3 h-9 w-9',
  avatar: 'absolute right-0 bottom-0 h-8 w-8',
}

/** The profile's banner or avatar with its camera button, which starts that picture's upload. */
export function ChangeablePicture(props: {
  kind: PictureKind
  upload: PictureUpload
  /** while either picture uploads, neither can be changed */
  disabled: boolean
  children: ReactNode
}) {
  const { kind, upload, disabled, children } = props
  return (
    <div className="relative">
      {children}
      <PictureInput
        label={label[kind]}
        onChoose={upload.choose}
        disabled={disabled}
        className={corner[kind]}
      />
    </div>
  )
}
