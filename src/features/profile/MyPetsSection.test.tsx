import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import type { MyPet, PetActionResult } from '../pets'
import { renderInRouter } from '../landing/render-in-router'
import { MyPetsSection } from './MyPetsSection'

/**
 * The 'Mis Mascotas' section with an injected data source (plain arrays and spies instead of
 * RxDB and the action layer, which test/e2e/offline-pets.test.ts drives for real).
 */
function pet(overrides: Partial<MyPet> & Pick<MyPet, 'id' | 'name'>): MyPet {
  return {
    ownerId: 'owner-1',
    species: 'dog',
    breed: 'Golden Retriever',
    age: 3,
    gender: 'FEMALE',
    description: null,
    weight: null,
    color: null,
    vaccinated: null,
    neutered: null,
    temperament: null,
    location: null,
    city: null,
    latitude: null,
    longitude: null,
    photos: [],
    personalities: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    syncState: 'synced',
    ...overrides,
  }
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
  const view = await renderInRouter(
    <MyPetsSection
      pets={[luna, rocky]}
      isLoading={false}
      removePet={removePet}
      discardChanges={discardChanges}
      {...props}
    />,
  )
  return { view, removePet, discardChanges }
}

describe('MyPetsSection', () => {
  test('each card shows photo, name, breed, age in years, sex and a pending mark', async () => {
    await renderSection()
    const lunaCard = screen.getByRole('article', { name: 'Luna' })
    expect(within(lunaCard).getByText('Golden Retriever')).toBeInTheDocument()
    expect(within(lunaCard).getByText('3 años')).toBeInTheDocument()
    expect(within(lunaCard).getByText('Hembra')).toBeInTheDocument()
    expect(within(lunaCard).getByRole('img', { name: 'Foto de Luna' })).toHaveAttribute(
      'src',
      '/uploads/pets/luna-1.webp',
    )
    expect(within(lunaCard).queryByRole('img', { name: 'Pendiente de sincronizar' })).toBeNull()

    const rockyCard = screen.getByRole('article', { name: 'Rocky' })
    expect(within(rockyCard).getByText('1 año')).toBeInTheDocument()
    expect(within(rockyCard).getByText('Macho')).toBeInTheDocument()
    expect(
      within(rockyCard).getByRole('img', { name: 'Pendiente de sincronizar' }),
    ).toBeInTheDocument()
  })

  test('a photo that cannot load, or no photo at all, gives the placeholder', async () => {
    await renderSection()
    const photo = within(screen.getByRole('article', { name: 'Luna' })).getByRole('img', {
      name: 'Foto de Luna',
    })
    fireEvent.error(photo)
    const placeholder = within(screen.getByRole('article', { name: 'Luna' })).getByRole('img', {
      name: 'Foto de Luna',
    })
    expect(placeholder.tagName).toBe('SPAN')
    const rockyPhoto = within(screen.getByRole('article', { name: 'Rocky' })).getByRole('img', {
      name: 'Foto de Rocky',
    })
    expect(rockyPhoto.tagName).toBe('SPAN')
  })

  test('no pets: the empty state leads to /add-pet; the QR scanner is not there yet', async () => {
    await renderSection({ pets: [] })
    expect(screen.getByText('Agrega tu primera mascota')).toBeInTheDocument()
    const addLinks = screen.getAllByRole('link', { name: 'Agregar Mascota' })
    expect(addLinks).toHaveLength(2)
    for (const link of addLinks) expect(link).toHaveAttribute('href', '/add-pet')
    expect(screen.getByRole('link', { name: 'Mascotas perdidas' })).toHaveAttribute(
      'href',
      '/lost-pets',
    )
    expect(screen.getByRole('button', { name: /Escanear QR/ })).toBeDisabled()
    expect(screen.queryByRole('article')).toBeNull()
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
})
