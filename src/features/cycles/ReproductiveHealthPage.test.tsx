import { screen, waitFor, within } from '@testing-library/react'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { BehaviorSubject, of } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CycleRecordDoc } from '@contract/cycles.messages'
import type { PetDoc } from '@contract/pets.contract'
import { closeDatabase, openDatabase } from '../../db'
import type { PendingWrite } from '../../sync'
import { petDoc } from '../../../test/support/pet-fixtures'
import { sessionStore } from '../../session/session-store'
import { renderInRouter } from '../landing/render-in-router'
import { ReproductiveHealthPage } from './ReproductiveHealthPage'

/** /reproductive-health over the app's real local database (RxDB on fake-indexeddb). */
const pending$ = new BehaviorSubject<readonly PendingWrite[]>([])
vi.mock('../../sync', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  observePendingWrites: () => pending$,
  // The replication's first pull of the pets is done (no engine runs in this test).
  firstSynced$: () => of(true),
}))

const owner = { id: '7d1f6a52-4a5e-4b7e-9a57-0c5b0e9b1f00', name: 'Ana', email: 'ana@example.com' }
const only = 'El seguimiento de ciclos reproductivos solo está disponible para hembras'

const pet = (overrides: Partial<PetDoc>) => petDoc({ ownerId: owner.id, ...overrides })
const heat = (id: string, date: string): CycleRecordDoc => ({
  id,
  petId: 'luna',
  date,
  phase: 'proestrus',
  symptoms: [],
  temperature: null,
  behavior: null,
  discharge: null,
  notes: null,
  createdAt: `${date}T00:00:00.000Z`,
  updatedAt: `${date}T00:00:00.000Z`,
})

async function show(pets: PetDoc[], records: CycleRecordDoc[]) {
  sessionStore.signIn(owner as never, 'token')
  const database = await openDatabase(owner.id, {
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    multiInstance: false,
    collections: ['pets', 'cycleRecords'],
  })
  await database.pets.bulkInsert(pets)
  await database.cycleRecords.bulkInsert(records)
  await renderInRouter(<ReproductiveHealthPage />)
}

afterEach(async () => {
  await closeDatabase()
  sessionStore.signOut()
})

describe('ReproductiveHealthPage', () => {
  it('a female pet: phase card, last cycle and the window; the others get §6’s message', async () => {
    await show(
      [
        pet({ id: 'luna', name: 'Luna', gender: 'FEMALE' }),
        pet({ id: 'misha', name: 'Misha', gender: 'FEMALE', species: 'cat' }),
        pet({ id: 'rocky', name: 'Rocky', gender: 'MALE' }),
      ],
      [heat('a', '2024-01-01'), heat('b', '2024-07-01'), heat('c', '2024-12-28')],
    )
    const luna = await screen.findByRole('article', { name: 'Luna' })
    await waitFor(() => expect(within(luna).getByText('Proestro')).toBeInTheDocument())
    expect(within(luna).getByText('28 de diciembre de 2024')).toBeInTheDocument()
    expect(within(luna).getByTestId('next-cycle')).toHaveTextContent(
      'Entre el 6 de junio de 2025 y el 18 de julio de 2025',
    )
    const misha = screen.getByRole('article', { name: 'Misha' })
    expect(within(misha).getByTestId('next-cycle')).toHaveTextContent(/cada 2 a 3 semanas/)
    expect(screen.getByText(only)).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Rocky' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Agregar Mascota' })).toHaveAttribute(
      'href',
      '/profile',
    )
    expect(screen.getByRole('heading', { name: 'Fases del ciclo' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Consejos' })).toBeInTheDocument()
  })

  it('no pets: the empty state leads to /add-pet', async () => {
    await show([], [])
    await screen.findByText('No tienes mascotas registradas')
    expect(screen.getByRole('link', { name: 'Agregar Mascota' })).toHaveAttribute(
      'href',
      '/add-pet',
    )
    expect(screen.queryByText(only)).toBeNull()
  })
})
