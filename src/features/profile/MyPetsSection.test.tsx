import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import type { MyPet, PetActionResult } from '../pets'
import { renderInRouter } from '../landing/render-in-router'
import { MyPetsSection } from './MyPetsSection'
import { petDoc } from '../../../test/support/pet-fixtures'

/**
 * The 'Mis Mascotas' section with an injected data source (plain arrays and spies instead of
 * RxDB and the action layer, which test/e2e/offline-pets.test.ts drives for real).
 */
function pet(overrides: Partial<MyPet> & Pick<MyPet, 'id' | 'name'>): MyPet {
  return { ...petDoc({ breed: 'Golden Retriever' }), syncState: 'synced', ...overrides }
}

const luna = pet({ id: 'p-luna', name: 'Luna', photos: ['pets/luna-1.webp'] })
const rocky = pet({
  id: 'p-rocky',
  name: 'Rocky',
  breed: 'Bulldog Francés',
  age: 1,
  gender: 'MALE',
  syncState: 'pending',
})

async function renderSection(
  props: Partial<Parameters<typeof MyPetsSection>[0]> & { pets?: MyPet[] } = {},
) {
  const removePet = vi.fn((id: string): Promise<PetActionResult> =>
    Promise.resolve({ ok: true, id, status: 'saved' }),
  )
  const discardChanges = vi.fn((_id: string) => Promise.resolve())
  const retryChanges = vi.fn((_id: string) => Promise.resolve())
  const view = await renderInRouter(
    <MyPetsSection
      pets={[luna, rocky]}
      isLoading={false}
      removePet={removePet}
      discardChanges={discardChanges}
      retryChanges={retryChanges}
      {...props}
    />,
  )
  return { view, removePet, discardChanges, retryChanges }
}

describe('MyPetsSection', () => {
  test('each card shows photo, name, breed, age in years, sex and a pending mark', async () => {
    await renderSection()
    const lunaCard = screen.getByRole('article', { name: 'Luna' })
    expect(within(lunaCard).getByText('Golden Retriever')).toBeInTheDocument()
    expect(within(lunaCard).getByText('3 años')).toBeInTheDocument()
    expect(within(lunaCard).getByText('Hembra')).toBeInTheDocument()
    // Cards load the thumbnail (server/contract/media.ts), not the full photo.
    expect(within(lunaCard).getByRole('img', { name: 'Foto de Luna' })).toHaveAttribute(
      'src',
      '/uploads/pets/luna-1.thumb.webp',
    )
    expect(within(lunaCard).queryByRole('img', { name: 'Pendiente de sincronizar' })).toBeNull()

    const rockyCard = screen.getByRole('article', { name: 'Rocky' })
    expect(within(rockyCard).getByText('1 año')).toBeInTheDocument()
    expect(within(rockyCard).getByText('Macho')).toBeInTheDocument()
    expect(
      within(rockyCard).getByRole('img', { name: 'Pendiente de sincronizar' }),
    ).toBeInTheDocument()
  })

  test('a thumbnail that fails falls back to the full photo, then to the placeholder', async () => {
    await renderSection()
    const lunaPhoto = () =>
      within(screen.getByRole('article', { name: 'Luna' })).getByRole('img', {
        name: 'Foto de Luna',
      })
    fireEvent.error(lunaPhoto())
    expect(lunaPhoto()).toHaveAttribute('src', '/uploads/pets/luna-1.webp')
    fireEvent.error(lunaPhoto())
    expect(lunaPhoto().tagName).toBe('SPAN')
    const rockyPhoto = within(screen.getByRole('article', { name: 'Rocky' })).getByRole('img', {
      name: 'Foto de Rocky',
    })
    expect(rockyPhoto.tagName).toBe('SPAN')
  })

  test("badges only when the owner said yes, in the pet's gender, and the description", async () => {
    const vaccinatedFemale = pet({
      id: 'p-kira',
      name: 'Kira',
      vaccinated: true,
      neutered: true,
      description: 'Le encanta correr en la playa.',
    })
    const unknownMale = pet({
      id: 'p-max',
      name: 'Max',
      gender: 'MALE',
      vaccinated: null,
      neutered: false,
    })
    await renderSection({ pets: [vaccinatedFemale, unknownMale] })
    const kira = screen.getByRole('article', { name: 'Kira' })
    expect(within(kira).getByText('Vacunada')).toBeInTheDocument()
    expect(within(kira).getByText('Esterilizada')).toBeInTheDocument()
    expect(within(kira).getByText('Le encanta correr en la playa.')).toBeInTheDocument()
    const max = screen.getByRole('article', { name: 'Max' })
    expect(within(max).queryByText(/Vacunad/)).toBeNull()
    expect(within(max).queryByText(/Esterilizad/)).toBeNull()
  })

  test('four pet actions for a female, no cycle for a male; the cycle opens its dialog', async () => {
    const user = userEvent.setup()
    await renderSection()
    const lunaActions = within(screen.getByRole('group', { name: 'Acciones de Luna' }))
    expect(lunaActions.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Reportar como perdida',
      'Ciclo reproductivo',
      'Código QR',
    ])
    expect(lunaActions.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/edit-pet/p-luna',
    )
    const rockyActions = within(screen.getByRole('group', { name: 'Acciones de Rocky' }))
    expect(rockyActions.queryByRole('button', { name: 'Ciclo reproductivo' })).toBeNull()
    expect(rockyActions.getByRole('button', { name: 'Reportar como perdido' })).toHaveTextContent(
      'Perdido',
    )

    // 'Código QR' opens the pet's QR dialog (loaded on demand); 'Cerrar' closes it.
    await user.click(lunaActions.getByRole('button', { name: 'Código QR' }))
    // A lazy chunk too: the same allowance for a busy runner as the cycle dialog below.
    const qrDialog = await screen.findByRole(
      'dialog',
      { name: 'Código QR de Luna' },
      { timeout: 10_000 },
    )
    await user.click(within(qrDialog).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    // The cycle opens its tracking dialog (a lazy chunk), on the Calendario tab.
    await user.click(lunaActions.getByRole('button', { name: 'Ciclo reproductivo' }))
    // A first load of that chunk under a busy runner can outlast findBy's 1 s default.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Ciclo reproductivo de Luna' },
      { timeout: 10_000 },
    )
    expect(within(dialog).getByRole('tab', { name: 'Calendario' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('no pets: the empty state leads to /add-pet; the QR scanner opens and closes', async () => {
    const user = userEvent.setup()
    await renderSection({ pets: [] })
    expect(screen.getByText('Agrega tu primera mascota')).toBeInTheDocument()
    const addLinks = screen.getAllByRole('link', { name: 'Agregar Mascota' })
    expect(addLinks).toHaveLength(2)
    for (const link of addLinks) expect(link).toHaveAttribute('href', '/add-pet')
    expect(screen.getByRole('link', { name: 'Mascotas perdidas' })).toHaveAttribute(
      'href',
      '/lost-pets',
    )
    expect(screen.queryByRole('article')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Escanear QR' }))
    // jsdom has no camera: the overlay (a lazy chunk) says so.
    const scanner = await screen.findByRole('dialog', { name: 'Escanear Código QR' })
    expect(await within(scanner).findByText('Cámara no disponible')).toBeInTheDocument()
    await user.click(within(scanner).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog', { name: 'Escanear Código QR' })).toBeNull()
  })

  test('while the local database opens it shows a spinner, not the empty state', async () => {
    await renderSection({ pets: [], isLoading: true })
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...')
    expect(screen.queryByText('Agrega tu primera mascota')).toBeNull()
  })

  test('removing asks first: Cancelar keeps the pet, Eliminar calls the action once', async () => {
    const user = userEvent.setup()
    const { removePet } = await renderSection()
    const card = screen.getByRole('article', { name: 'Luna' })

    await user.click(within(card).getByRole('button', { name: 'Eliminar' }))
    let dialog = screen.getByRole('dialog', { name: '¿Eliminar a Luna?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(removePet).not.toHaveBeenCalled()

    await user.click(within(card).getByRole('button', { name: 'Eliminar' }))
    dialog = screen.getByRole('dialog', { name: '¿Eliminar a Luna?' })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(removePet).toHaveBeenCalledTimes(1)
    expect(removePet).toHaveBeenCalledWith('p-luna')
    await screen.findByRole('article', { name: 'Luna' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('a refused removal shows the Spanish message, which the user can dismiss', async () => {
    const user = userEvent.setup()
    const removePet = vi.fn((): Promise<PetActionResult> =>
      Promise.resolve({ ok: false, message: 'Mascota no encontrada.' }),
    )
    await renderSection({ removePet })
    await user.click(
      within(screen.getByRole('article', { name: 'Luna' })).getByRole('button', {
        name: 'Eliminar',
      }),
    )
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Mascota no encontrada.')
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('a change that can no longer be sent is marked failed and can be discarded', async () => {
    const user = userEvent.setup()
    const failed = pet({ id: 'p-mishi', name: 'Mishi', syncState: 'failed' })
    const { discardChanges } = await renderSection({ pets: [failed] })
    const card = screen.getByRole('article', { name: 'Mishi' })
    expect(card).toHaveTextContent('No se pudo enviar este cambio')
    expect(within(card).getByRole('button', { name: 'Eliminar' })).toBeDisabled()
    await user.click(within(card).getByRole('button', { name: 'Descartar' }))
    expect(discardChanges).toHaveBeenCalledWith('p-mishi')
  })

  test("a change the server refused says why, and 'Reintentar' sends it again", async () => {
    const user = userEvent.setup()
    const refused = pet({
      id: 'p-rocky',
      name: 'Rocky',
      syncState: 'failed',
      syncError: 'roto.png no es un archivo de imagen válido',
    })
    const { retryChanges } = await renderSection({ pets: [refused] })
    const card = screen.getByRole('article', { name: 'Rocky' })
    expect(card).toHaveTextContent('roto.png no es un archivo de imagen válido')
    await user.click(within(card).getByRole('button', { name: 'Reintentar' }))
    expect(retryChanges).toHaveBeenCalledWith('p-rocky')
  })
})
