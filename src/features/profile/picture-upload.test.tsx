import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { UploadResult } from '../account'
import { installDialogPolyfill } from '../../../test/support/component/shell-test-harness'
import { PictureInput } from './PictureInput'
import { PicturePreviewDialog } from './PicturePreviewDialog'
import { UserAvatar } from './UserAvatar'
import { usePictureUpload, type FlashMessage } from './use-picture-upload'

/**
 * The avatar flow of spec §2 and §5 with the real hook, input and preview dialog; only the
 * upload call is a spy (the e2e test sends it to the real server).
 */
function Harness({
  upload,
  current,
}: {
  upload: (file: File) => Promise<UploadResult>
  current: string | null
}) {
  const [flash, setFlash] = useState<FlashMessage | null>(null)
  const avatar = usePictureUpload('avatar', current, upload, setFlash)
  return (
    <>
      <PictureInput label="Cambiar foto de perfil" onChoose={avatar.choose} />
      <UserAvatar name="Ana Martínez" avatar={avatar.shown} />
      {flash ? (
        <p data-testid="flash" data-tone={flash.tone}>
          {flash.text}
        </p>
      ) : null}
      <PicturePreviewDialog
        kind="avatar"
        preview={avatar.preview}
        isUploading={avatar.isUploading}
        onConfirm={() => void avatar.confirm()}
        onCancel={avatar.cancel}
      />
    </>
  )
}

const image = (bytes = 1024, type = 'image/png', name = 'yo.png') =>
  new File([new Uint8Array(bytes)], name, { type })

let revoked: string[]
beforeEach(() => {
  installDialogPolyfill()
  revoked = []
  let next = 0
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:preview-${++next}`),
      revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function setup(result: UploadResult = { ok: true, url: '/uploads/avatars/new.webp' }) {
  const upload = vi.fn((_file: File) => Promise.resolve(result))
  render(<Harness upload={upload} current="/uploads/avatars/old.webp" />)
  const input = screen.getByLabelText('Cambiar foto de perfil')
  const avatar = () => screen.getByRole('img', { name: 'Foto de perfil de Ana Martínez' })
  return { upload, input, avatar }
}

describe('avatar upload: preview, confirm or cancel', () => {
  test('a non-image is refused with the spec message: no preview, no upload', async () => {
    const { upload, input, avatar } = setup()
    await userEvent.upload(input, image(100, 'application/pdf', 'cv.pdf'), { applyAccept: false })
    expect(screen.getByTestId('flash')).toHaveTextContent(
      'Por favor selecciona un archivo de imagen',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(upload).not.toHaveBeenCalled()
    expect(avatar()).toHaveAttribute('src', '/uploads/avatars/old.webp')
  })

  test('an image over 5 MB is refused with the spec message', async () => {
    const { upload, input } = setup()
    await userEvent.upload(input, image(6 * 1024 * 1024))
    expect(screen.getByTestId('flash')).toHaveTextContent(
      'La imagen es demasiado grande. Máximo 5MB',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(upload).not.toHaveBeenCalled()
  })

  test('Cancelar closes the preview, frees it and sends nothing', async () => {
    const { upload, input, avatar } = setup()
    await userEvent.upload(input, image())
    const dialog = within(screen.getByRole('dialog', { name: 'Nueva foto de perfil' }))
    expect(dialog.getByRole('img', { name: 'Vista previa de la imagen elegida' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(upload).not.toHaveBeenCalled()
    expect(revoked).toEqual(['blob:preview-1'])
    expect(avatar()).toHaveAttribute('src', '/uploads/avatars/old.webp')
  })

  test('Confirmar uploads the chosen file once and shows the new avatar', async () => {
    const { upload, input, avatar } = setup()
    const file = image()
    await userEvent.upload(input, file)
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(upload).toHaveBeenCalledTimes(1)
    expect(upload).toHaveBeenCalledWith(file)
    expect(await screen.findByTestId('flash')).toHaveTextContent('Avatar actualizado correctamente')
    expect(screen.getByTestId('flash')).toHaveAttribute('data-tone', 'success')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(avatar()).toHaveAttribute('src', '/uploads/avatars/new.webp')
    expect(revoked).toEqual(['blob:preview-1'])
  })

  test('a failed upload says so and keeps the old avatar', async () => {
    const { input, avatar } = setup({ ok: false, message: 'Error al subir el avatar' })
    await userEvent.upload(input, image())
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(await screen.findByTestId('flash')).toHaveTextContent('Error al subir el avatar')
    expect(screen.getByTestId('flash')).toHaveAttribute('data-tone', 'error')
    expect(avatar()).toHaveAttribute('src', '/uploads/avatars/old.webp')
  })
})
