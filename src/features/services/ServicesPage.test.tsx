import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { BehaviorSubject } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeDatabase, openDatabase } from '../../db'
import type { PendingWrite } from '../../sync'
import { sessionStore } from '../../session/session-store'
import { renderInRouter } from '../landing/render-in-router'
import { ServicesPage } from './ServicesPage'
import { serviceDoc } from '../../../test/support/component/services-test-docs'

/** /services over the app's real local database (RxDB on fake-indexeddb). */
const pending$ = new BehaviorSubject<readonly PendingWrite[]>([])
vi.mock('../../sync', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  observePendingWrites: () => pending$,
}))

const owner = { id: '7d1f6a52-4a5e-4b7e-9a57-0c5b0e9b1f01', name: 'Ana', email: 'ana@example.com' }
const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ')

async function show() {
  sessionStore.signIn(owner as never, 'token')
  const database = await openDatabase(owner.id, {
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    multiInstance: false,
    collections: ['services', 'pets', 'profile'],
  })
  await database.services.bulkInsert([
    serviceDoc({ id: 'groom' }),
    serviceDoc({
      id: 'walk',
      name: 'Paseo diario',
      provider: 'Paseos Felices',
      category: 'walking',
      duration: 45,
      price: 150.5,
      description: 'Grupos pequeños',
    }),
    serviceDoc({
      id: 'insure',
      name: 'Seguro médico',
      provider: 'Protege Mascotas',
      category: 'insurance',
      duration: 43200,
      description: 'Cobertura mensual',
    }),
    serviceDoc({
      id: 'repro',
      name: 'Seguimiento reproductivo',
      provider: 'Huellitas',
      category: 'reproductive',
      isInternal: true,
      internalPath: '/reproductive-health',
    }),
    serviceDoc({ id: 'clinic', kind: 'health', name: 'Clínica', provider: 'Clínica' }),
  ])
  const rendered = await renderInRouter(<ServicesPage />)
  await screen.findByRole('article', { name: 'Baño y corte completo' })
  return rendered.router
}

afterEach(async () => {
  await closeDatabase()
  sessionStore.signOut()
})

describe('ServicesPage', () => {
  it('shows every card field: price with its currency code, durations in min, hours and days', async () => {
    await show()
    const grooming = screen.getByRole('article', { name: 'Baño y corte completo' })
    expect(normalise(grooming.textContent)).toContain('MXN 450')
    expect(grooming.textContent).toContain('1.5 horas')
    expect(grooming.textContent).toContain('Estética')
    expect(grooming.textContent).toContain('(89 reseñas)')
    expect(grooming.textContent).toContain('Todos los días')
    // only the first three features
    expect(
      within(grooming)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Baño', 'Corte de uñas', 'Limpieza de oídos'])
    const walk = screen.getByRole('article', { name: 'Paseo diario' })
    expect(normalise(walk.textContent)).toContain('MXN 150.50')
    expect(walk.textContent).toContain('45 min')
    expect(screen.getByRole('article', { name: 'Seguro médico' }).textContent).toContain('30 días')
    // never a bare '$'
    expect(document.body.textContent).not.toContain('$')
    // health providers belong to /health-services
    expect(screen.queryByRole('article', { name: 'Clínica' })).toBeNull()
  })

  it('filters by category chip and by text over name, provider or description; empty state', async () => {
    await show()
    fireEvent.click(screen.getByRole('button', { name: 'Paseos' }))
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'service-walk',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Todos' }))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar servicios' }), {
      target: { value: 'PROTEGE' },
    })
    expect(screen.getAllByRole('article')).toHaveLength(1)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar servicios' }), {
      target: { value: 'grupos pequeños' },
    })
    expect(screen.getByRole('article', { name: 'Paseo diario' })).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar servicios' }), {
      target: { value: 'nada de esto' },
    })
    expect(await screen.findByText('No se encontraron servicios')).toBeTruthy()
  })

  it('Reservar opens the booking dialog with §9 slots and today as the earliest date', async () => {
    await show()
    fireEvent.click(screen.getByRole('button', { name: 'Reservar: Baño y corte completo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reservar: Baño y corte completo' })
    const slots = within(within(dialog).getByLabelText('Horario'))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(slots).toEqual([
      'Selecciona un horario',
      '09:00',
      '10:00',
      '11:00',
      '14:00',
      '15:00',
      '16:00',
    ])
    const now = new Date()
    const pad = (n: number) => String(n).padStart(2, '0')
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
    expect(within(dialog).getByLabelText<HTMLInputElement>('Fecha preferida').min).toBe(today)
    // no pet yet: the dialog says so and cannot submit
    expect(within(dialog).getByText('Registra una mascota para poder reservar.')).toBeTruthy()
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Confirmar reserva' }).disabled,
    ).toBe(true)
  })

  it('an internal service leads to its own screen instead of a booking', async () => {
    const router = await show()
    fireEvent.click(screen.getByRole('button', { name: 'Reservar: Seguimiento reproductivo' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/reproductive-health'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
