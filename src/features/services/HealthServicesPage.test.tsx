import { fireEvent, screen, within } from '@testing-library/react'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { BehaviorSubject } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeDatabase, openDatabase } from '../../db'
import type { PendingWrite } from '../../sync'
import { pendingWrite } from '../../../test/support/pending-write'
import { sessionStore } from '../../session/session-store'
import { renderInRouter } from '../landing/render-in-router'
import { HealthServicesPage } from './HealthServicesPage'
import { BOOKINGS } from './services.repo'
import { bookingDoc, serviceDoc } from '../../../test/support/component/services-test-docs'

/** /health-services over the app's real local database (RxDB on fake-indexeddb). */
const pending$ = new BehaviorSubject<readonly PendingWrite[]>([])
vi.mock('../../sync', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  observePendingWrites: () => pending$,
}))

const owner = { id: '7d1f6a52-4a5e-4b7e-9a57-0c5b0e9b1f02', name: 'Ana', email: 'ana@example.com' }

async function show() {
  sessionStore.signIn(owner as never, 'token')
  const database = await openDatabase(owner.id, {
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    multiInstance: false,
    collections: ['services', 'bookings', 'pets', 'profile'],
  })
  await database.services.bulkInsert([
    serviceDoc({
      id: 'hp-1',
      kind: 'health',
      category: 'vet',
      name: 'Clínica San Francisco',
      provider: 'Clínica San Francisco',
      price: 300,
      priceMax: 1500,
      phone: '+503 2264 1122',
      address: 'Calle Los Abetos 14',
      serviceTypes: ['Consulta general', 'Vacunación', 'Urgencia'],
    }),
    serviceDoc({
      id: 'hp-2',
      kind: 'health',
      category: 'reproductive',
      name: 'Centro de Reproducción',
      provider: 'Centro de Reproducción',
      isAvailable: false,
      serviceTypes: ['Ecografía'],
    }),
  ])
  await database.bookings.bulkInsert([
    bookingDoc({ id: 'b1' }),
    bookingDoc({ id: 'b2', status: 'cancelled', serviceName: 'Consulta general' }),
  ])
  await renderInRouter(<HealthServicesPage />)
  await screen.findByRole('article', { name: 'Clínica San Francisco' })
}

afterEach(async () => {
  pending$.next([])
  await closeDatabase()
  sessionStore.signOut()
})

describe('HealthServicesPage', () => {
  it('provider cards: type, rating, price range, phone, address, services, availability', async () => {
    await show()
    const clinic = screen.getByRole('article', { name: 'Clínica San Francisco' })
    const text = (clinic.textContent ?? '').replace(/\s+/g, ' ')
    for (const part of [
      'Veterinaria',
      '4.7',
      '(89 reseñas)',
      'MXN 300 – MXN 1,500',
      '+503 2264 1122',
      'Calle Los Abetos 14',
      'Vacunación',
      'Disponible',
    ]) {
      expect(text).toContain(part)
    }
    within(clinic).getByRole('button', { name: 'Reservar cita: Clínica San Francisco' })
    const busy = screen.getByRole('article', { name: 'Centro de Reproducción' })
    expect(busy.textContent).toContain('Ocupado')
    expect(within(busy).queryByRole('button')).toBeNull()
    expect(
      screen.getByRole('link', { name: 'Llamar a emergencias: Clínica San Francisco' }),
    ).toHaveProperty('href', 'tel:+50322641122')
    expect(screen.getByRole('button', { name: /Vacunación/ })).toBeTruthy()
  })

  it('Mis citas counts live bookings, pending ones included, and lists them with status', async () => {
    await show()
    expect(screen.getByRole('tab', { name: 'Mis citas (1)' })).toBeTruthy()
    pending$.next([
      pendingWrite({
        target: BOOKINGS,
        docId: 'b3',
        op: 'create',
        doc: { ...bookingDoc({ id: 'b3', status: 'pending', date: '2026-12-05' }) },
      }),
    ])
    fireEvent.click(await screen.findByRole('tab', { name: 'Mis citas (2)' }))
    const cards = await screen.findAllByRole('article')
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Vacunación',
      'Consulta general',
      'Vacunación',
    ])
    expect(cards.map((card) => card.querySelector('span')?.textContent)).toEqual([
      'Confirmada',
      'Cancelada',
      'Pendiente',
    ])
  })
})
