import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import type { ProfileDoc } from '@contract/users.contract'
import type { MutationResult } from '../account'
import { renderInRouter } from '../landing/render-in-router'
import { installDialogPolyfill } from '../../../test/support/component/shell-test-harness'
import { EditProfileDialog, type SaveOutcome } from './EditProfileDialog'

const ana: ProfileDoc = {
  id: 'u-1',
  name: 'Ana Martínez',
  email: 'ana@huellitas.app',
  phone: '7777-0000',
  avatar: null,
  banner: null,
  bio: null,
  location: 'San Salvador',
  city: null,
  country: null,
  latitude: null,
  longitude: null,
  createdAt: '2025-01-15T12:00:00.000Z',
  subscription: { type: 'free', plan: null, expiresAt: null },
  shareLocation: false,
  discoverable: true,
  showDistance: true,
  updatedAt: '2025-02-01T00:00:00.000Z',
}

async function renderDialog(result: MutationResult = { ok: true, id: 'u-1', status: 'saved' }) {
  installDialogPolyfill()
  const save = vi.fn(() => Promise.resolve(result))
  const onClose = vi.fn((_outcome: SaveOutcome | null) => undefined)
  await renderInRouter(<EditProfileDialog profile={ana} save={save} onClose={onClose} />)
  const dialog = within(screen.getByRole('dialog', { name: 'Editar perfil' }))
  return { save, onClose, dialog }
}

describe('EditProfileDialog', () => {
  test('starts from the profile; saves trimmed values, blanks as null', async () => {
    const user = userEvent.setup()
    const { save, onClose, dialog } = await renderDialog()
    expect(dialog.getByLabelText('Nombre')).toHaveValue('Ana Martínez')
    expect(dialog.getByLabelText('Teléfono')).toHaveValue('7777-0000')
    expect(dialog.getByLabelText('Ubicación')).toHaveValue('San Salvador')

    await user.clear(dialog.getByLabelText('Nombre'))
    await user.type(dialog.getByLabelText('Nombre'), '  Ana María  ')
    await user.type(dialog.getByLabelText('Biografía'), 'Rescato gatos.')
    await user.clear(dialog.getByLabelText('Teléfono'))
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))

    expect(save).toHaveBeenCalledTimes(1)
    expect(save).toHaveBeenCalledWith({
      name: 'Ana María',
      bio: 'Rescato gatos.',
      phone: null,
      location: 'San Salvador',
    })
    expect(onClose).toHaveBeenCalledWith('saved')
  })

  test('the contract rules, with their Spanish messages, block the save', async () => {
    const user = userEvent.setup()
    const { save, dialog } = await renderDialog()
    await user.clear(dialog.getByLabelText('Nombre'))
    await user.clear(dialog.getByLabelText('Teléfono'))
    await user.type(dialog.getByLabelText('Teléfono'), 'llámame')
    await user.type(dialog.getByLabelText('Biografía'), 'x'.repeat(501))
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))

    expect(await dialog.findByText('El nombre es obligatorio.')).toBeInTheDocument()
    expect(
      dialog.getByText('Introduce un teléfono válido (solo números, espacios, +, - y paréntesis).'),
    ).toBeInTheDocument()
    expect(dialog.getByText('La biografía no puede superar 500 caracteres.')).toBeInTheDocument()
    expect(dialog.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true')
    expect(save).not.toHaveBeenCalled()
  })

  test('offline the change is kept for later and the dialog closes saying so', async () => {
    const user = userEvent.setup()
    const { onClose, dialog } = await renderDialog({ ok: true, id: 'u-1', status: 'queued' })
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    expect(onClose).toHaveBeenCalledWith('offline')
  })

  test("a refusal keeps the dialog open with the server's message", async () => {
    const user = userEvent.setup()
    const { onClose, dialog } = await renderDialog({
      ok: false,
      message: 'Error al actualizar el perfil',
    })
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Error al actualizar el perfil')
    expect(onClose).not.toHaveBeenCalled()
  })

  test('Cancelar closes without saving', async () => {
    const user = userEvent.setup()
    const { save, onClose, dialog } = await renderDialog()
    await user.type(dialog.getByLabelText('Nombre'), ' cambiado')
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }))
    expect(onClose).toHaveBeenCalledWith(null)
    expect(save).not.toHaveBeenCalled()
  })
})
