import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import type { MyProfile } from '../account'
import { renderInRouter } from '../landing/render-in-router'
import { ProfileHeader } from './ProfileHeader'
import { StatsCard } from './StatsCard'
import type { PictureUpload } from './use-picture-upload'

/** The profile's header and statistics, from plain props (the data layer has its own tests). */
function profile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    id: 'u-1',
    name: 'Ana Martínez',
    email: 'ana@huellitas.app',
    phone: null,
    avatar: null,
    banner: null,
    bio: 'Mamá de tres peludos.',
    location: 'San Salvador, El Salvador',
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
    syncState: 'synced',
    ...overrides,
  }
}

function picture(shown: string | null): PictureUpload {
  return {
    preview: null,
    isUploading: false,
    shown,
    choose: vi.fn(),
    confirm: vi.fn(() => Promise.resolve()),
    cancel: vi.fn(),
  }
}

async function renderHeader(overrides: Partial<MyProfile> = {}, avatar = picture(null)) {
  const onEdit = vi.fn()
  const onDiscard = vi.fn()
  await renderInRouter(
    <ProfileHeader
      profile={profile(overrides)}
      avatar={avatar}
      banner={picture(null)}
      onEdit={onEdit}
      onDiscard={onDiscard}
    />,
  )
  return { onEdit, onDiscard, header: within(screen.getByRole('region', { name: 'Ana Martínez' })) }
}

describe('ProfileHeader', () => {
  test('name, bio, location and the month and year of joining, in Spanish', async () => {
    const { header } = await renderHeader()
    expect(header.getByRole('heading', { name: 'Ana Martínez' })).toBeInTheDocument()
    expect(header.getByText('Mamá de tres peludos.')).toBeInTheDocument()
    expect(header.getByText('San Salvador, El Salvador')).toBeInTheDocument()
    expect(header.getByText('Miembro desde enero de 2025')).toBeInTheDocument()
    expect(header.queryByText('Cuenta Premium')).toBeNull()
  })

  test("'Cuenta Premium' only for a premium subscription", async () => {
    const { header } = await renderHeader({
      subscription: { type: 'premium', plan: 'yearly', expiresAt: '2026-01-01T00:00:00.000Z' },
    })
    expect(header.getByText('Cuenta Premium')).toBeInTheDocument()
  })

  test('without a free-text location it shows the city and country sharing found', async () => {
    const { header } = await renderHeader({
      location: null,
      city: 'Santa Tecla',
      country: 'El Salvador',
    })
    expect(header.getByText('Santa Tecla, El Salvador')).toBeInTheDocument()
  })

  test('avatar: the picture when there is one, the initials otherwise', async () => {
    const { header } = await renderHeader({}, picture('/uploads/avatars/ana.webp'))
    expect(header.getByRole('img', { name: 'Foto de perfil de Ana Martínez' })).toHaveAttribute(
      'src',
      '/uploads/avatars/ana.webp',
    )
  })

  test('initials and a gradient stand in for a missing avatar and banner', async () => {
    const { header } = await renderHeader()
    const avatar = header.getByRole('img', { name: 'Foto de perfil de Ana Martínez' })
    expect(avatar.tagName).toBe('SPAN')
    expect(avatar).toHaveTextContent('AM')
    expect(header.getByLabelText('Cambiar foto de perfil')).toHaveAttribute('type', 'file')
    expect(header.getByLabelText('Cambiar portada')).toHaveAttribute('accept', 'image/*')
  })

  test("'Editar perfil' opens the editor; a pending change is marked", async () => {
    const { header, onEdit } = await renderHeader({ syncState: 'pending' })
    expect(header.getByRole('img', { name: 'Pendiente de sincronizar' })).toBeInTheDocument()
    await userEvent.click(header.getByRole('button', { name: 'Editar perfil' }))
    expect(onEdit).toHaveBeenCalledTimes(1)
  })

  test('a change that can no longer be sent can be discarded', async () => {
    const { header, onDiscard } = await renderHeader({ syncState: 'failed' })
    expect(header.getByText('Tu último cambio del perfil no se pudo enviar.')).toBeInTheDocument()
    await userEvent.click(header.getByRole('button', { name: 'Descartar' }))
    expect(onDiscard).toHaveBeenCalledTimes(1)
  })
})

describe('StatsCard', () => {
  function value(label: string): string | null {
    const term = screen.getByText(label, { selector: 'dt' })
    return term.parentElement?.querySelector('dd')?.textContent ?? null
  }

  test('Matches, Super Likes (likeCount) and Mascotas (the pets on this device)', async () => {
    await renderInRouter(
      <StatsCard
        stats={{ status: 'ready', stats: { matchCount: 4, likeCount: 7, petCount: 2 } }}
        localPetCount={3}
      />,
    )
    expect(value('Matches')).toBe('4')
    expect(value('Super Likes')).toBe('7')
    expect(value('Mascotas')).toBe('3')
  })

  test('a failed fetch shows dashes and no error; the pets still count', async () => {
    await renderInRouter(<StatsCard stats={{ status: 'error' }} localPetCount={1} />)
    expect(value('Matches')).toBe('—')
    expect(value('Super Likes')).toBe('—')
    expect(value('Mascotas')).toBe('1')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
