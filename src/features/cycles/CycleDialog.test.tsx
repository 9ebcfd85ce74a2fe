import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { BehaviorSubject } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CycleRecordDoc } from '@contract/cycles.messages'
import { closeDatabase, openDatabase } from '../../db'
import type { PendingWrite } from '../../sync'
import { pendingWrite } from '../../../test/support/pending-write'
import { sessionStore } from '../../session/session-store'
import CycleDialog from './CycleDialog'

/**
 * The cycle dialog over the app's real local database (RxDB on fake-indexeddb); the write
 * actions are spies here (the write path itself is driven for real in
 * test/e2e/reproductive-health.test.ts and the integration suites).
 */
const pending$ = new BehaviorSubject<readonly PendingWrite[]>([])
vi.mock('../../sync', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  observePendingWrites: () => pending$,
}))
const actions = vi.hoisted(() => ({
  addCycleRecord: vi.fn(),
  updateCycleRecord: vi.fn(),
  deleteCycleRecord: vi.fn(),
}))
vi.mock('./cycles.actions', () => actions)

const owner = { id: '7d1f6a52-4a5e-4b7e-9a57-0c5b0e9b1f00', name: 'Ana', email: 'ana@example.com' }
const pet = { id: 'luna', name: 'Luna', species: 'dog' }

function record(id: string, date: string, phase: CycleRecordDoc['phase']): CycleRecordDoc {
  return {
    id,
    petId: pet.id,
    date,
    phase,
    symptoms: [],
    temperature: 38.5,
    behavior: null,
    discharge: null,
    notes: null,
    createdAt: `${date}T10:00:00.000Z`,
    updatedAt: `${date}T10:00:00.000Z`,
  }
}

async function withRecords(records: CycleRecordDoc[]) {
  sessionStore.signIn(owner as never, 'token')
  const database = await openDatabase(owner.id, {
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    multiInstance: false,
    collections: ['cycleRecords'],
  })
  await database.cycleRecords.bulkInsert(records)
  const onClose = vi.fn()
  render(<CycleDialog pet={pet} onClose={onClose} />)
  const dialog = await screen.findByRole('dialog', { name: 'Ciclo reproductivo de Luna' })
  return { dialog: within(dialog), onClose, database }
}

beforeEach(() => {
  pending$.next([])
  for (const action of Object.values(actions)) {
    action.mockReset()
    action.mockResolvedValue({ ok: true, id: 'x', status: 'queued' })
  }
})

afterEach(async () => {
  await closeDatabase()
  sessionStore.signOut()
})

describe('CycleDialog', () => {
  it('Calendario: Sunday first, a phase dot on each day with a record, a legend, month navigation', async () => {
    const { dialog } = await withRecords([
      record('a', '2025-01-03', 'proestrus'),
      record('b', '2025-02-10', 'proestrus'),
      record('c', '2025-02-18', 'estrus'),
    ])
    expect(dialog.getByRole('tab', { name: 'Calendario' })).toHaveAttribute('aria-selected', 'true')
    await dialog.findByText('Febrero de 2025')
    const headers = dialog.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'])
    // 1 February 2025 is a Saturday: six empty cells before it.
    const firstRow = dialog.getAllByRole('row')[1] as HTMLElement
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '', '', '', '', '1'])
    expect(dialog.getByText('10 de febrero de 2025: Proestro')).toBeInTheDocument()
    expect(dialog.getByText('18 de febrero de 2025: Estro (celo)')).toBeInTheDocument()
    const legend = dialog.getAllByRole('listitem').map((item) => item.textContent)
    expect(legend).toEqual(['Proestro', 'Estro (celo)', 'Metaestro', 'Anestro'])
    await userEvent.click(dialog.getByRole('button', { name: 'Mes anterior' }))
    await dialog.findByText('Enero de 2025')
    expect(dialog.getByText('3 de enero de 2025: Proestro')).toBeInTheDocument()
    expect(dialog.queryByText(/febrero de 2025: /)).toBeNull()
  })

  it('Estadísticas: average cycle, current phase, and the window with its note', async () => {
    const { dialog } = await withRecords([
      record('a', '2024-01-01', 'proestrus'),
      record('b', '2024-07-01', 'proestrus'),
      record('c', '2024-12-28', 'proestrus'),
      record('d', '2025-01-20', 'metestrus'),
    ])
    await userEvent.click(dialog.getByRole('tab', { name: 'Estadísticas' }))
    // Intervals 182 and 180: average 181, median 181, spread 2, so 28 Dec 2024 + 181 days
    // (27 Jun 2025) ± 21 days.
    await waitFor(() => expect(dialog.getByTestId('average-cycle')).toHaveTextContent('181 días'))
    expect(dialog.getByText('Metaestro')).toBeInTheDocument()
    expect(dialog.getByTestId('prediction-window')).toHaveTextContent(
      'Entre el 6 de junio de 2025 y el 18 de julio de 2025',
    )
    expect(dialog.getByText(/no es consejo veterinario/)).toBeInTheDocument()
  })

  it('Agregar: §5 messages stop a bad record; a good one is queued through the action', async () => {
    const user = userEvent.setup()
    const { dialog } = await withRecords([])
    await user.click(dialog.getByRole('tab', { name: 'Agregar' }))
    await user.clear(dialog.getByLabelText('Fecha'))
    await user.type(dialog.getByLabelText('Fecha'), '2025-03-10')
    await user.click(dialog.getByRole('button', { name: 'Guardar registro' }))
    expect(await dialog.findByText('Selecciona la fase del ciclo.')).toBeInTheDocument()
    await user.selectOptions(dialog.getByLabelText('Fase'), 'proestrus')
    await user.type(dialog.getByLabelText('Temperatura (°C)'), '42.5')
    await user.click(dialog.getByRole('button', { name: 'Guardar registro' }))
    expect(
      await dialog.findByText('La temperatura debe estar entre 35 y 42 °C.'),
    ).toBeInTheDocument()
    expect(actions.addCycleRecord).not.toHaveBeenCalled()

    await user.clear(dialog.getByLabelText('Temperatura (°C)'))
    await user.type(dialog.getByLabelText('Temperatura (°C)'), '38.7')
    await user.click(dialog.getByRole('checkbox', { name: 'Flujo con sangre' }))
    await user.selectOptions(dialog.getByLabelText('Comportamiento'), 'restless')
    await user.click(dialog.getByRole('button', { name: 'Guardar registro' }))
    await dialog.findByText('Sin conexión: el registro se enviará al recuperar la conexión.')
    expect(actions.addCycleRecord).toHaveBeenCalledWith('luna', {
      date: '2025-03-10',
      phase: 'proestrus',
      symptoms: ['bloody_discharge'],
      temperature: 38.7,
      behavior: 'restless',
      discharge: null,
      notes: null,
    })
  })

  it('Agregar: a record is edited in the form and deleted after a confirmation; pending ones say so', async () => {
    const user = userEvent.setup()
    const { dialog } = await withRecords([record('a', '2025-03-10', 'proestrus')])
    act(() =>
      pending$.next([
        pendingWrite({
          target: 'cycleRecords',
          docId: 'n',
          op: 'create',
          doc: { ...record('n', '2025-03-12', 'estrus') },
        }),
      ]),
    )
    await user.click(dialog.getByRole('tab', { name: 'Agregar' }))
    await waitFor(() =>
      expect(dialog.getAllByRole('img', { name: 'Pendiente de sincronizar' })).toHaveLength(1),
    )
    await user.click(dialog.getByRole('button', { name: 'Editar el registro del 10 mar 2025' }))
    expect(dialog.getByLabelText('Temperatura (°C)')).toHaveValue(38.5)
    await user.selectOptions(dialog.getByLabelText('Fase'), 'estrus')
    await user.click(dialog.getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(actions.updateCycleRecord).toHaveBeenCalledTimes(1))
    expect(actions.updateCycleRecord.mock.calls[0]).toEqual([
      'a',
      expect.objectContaining({ date: '2025-03-10', phase: 'estrus', temperature: 38.5 }),
    ])

    await user.click(dialog.getByRole('button', { name: 'Eliminar el registro del 10 mar 2025' }))
    await user.click(dialog.getByRole('button', { name: 'No' }))
    expect(actions.deleteCycleRecord).not.toHaveBeenCalled()
    await user.click(dialog.getByRole('button', { name: 'Eliminar el registro del 10 mar 2025' }))
    await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }))
    await waitFor(() => expect(actions.deleteCycleRecord).toHaveBeenCalledWith('a'))
  })

  it('the close button closes it', async () => {
    const { dialog, onClose } = await withRecords([])
    await userEvent.click(dialog.getByRole('button', { name: 'Cerrar' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
