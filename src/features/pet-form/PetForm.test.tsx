import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PersonalityGroups } from '../pets'
import { petFormData } from '../pets/pet-form-data'
import {
  installFakeGeolocation,
  removeFakeGeolocation,
  type FakeGeolocation,
} from '../location/fake-geolocation'
import { PetForm, type PetSubmission } from './PetForm'
import { EMPTY_PET_FORM } from './pet-form-values'
import type { PetFormValues } from './pet-form.schema'
import { existingItems } from './photo-list'

/**
 * The pet form in jsdom: the real rules (zod, loaded lazily as in the app), the real pickers,
 * a scripted device position, a stubbed public geocoder and a spy for PUT /api/auth/location
 * (the account feature, which needs a signed-in sync session). What a submit sends is checked
 * through petFormData, the multipart body the pets actions post.
 */
const { saveAuthLocation } = vi.hoisted(() => ({
  saveAuthLocation: vi.fn<(update: unknown) => Promise<unknown>>(),
}))
// The form loads the account's actions lazily, by module (use-pet-location.ts).
vi.mock('../account/account.actions', () => ({ saveAuthLocation }))
// The form's map needs WebGL, which jsdom lacks: the picker has tests of its own (src/features/
// map) and the browser tests draw it. Here the form's fields and rules are under test.
vi.mock('./PetFormMap', () => ({ default: () => null }))

const groups: PersonalityGroups = {
  energy: [
    { id: 'energy-jugueton', name: 'Juguetón', category: 'energy' },
    { id: 'energy-tranquilo', name: 'Tranquilo', category: 'energy' },
  ],
  social: [{ id: 'social-ninos', name: 'Amigable con niños', category: 'social' }],
  behavior: [],
  intelligence: [],
  temperament: [],
  adaptability: [],
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
function png(name: string, size = 64): File {
  const body = new Uint8Array(size)
  body.set(PNG_HEAD)
  return new File([body], name, { type: 'image/png' })
}

const DRAFT_KEY = 'huellitas:pet-draft:new:test-user'

let geo: FakeGeolocation
beforeEach(() => {
  localStorage.clear()
  geo = installFakeGeolocation()
  saveAuthLocation.mockReset().mockResolvedValue({ ok: true, id: 'u', status: 'saved' })
  // GET /api/config names the geocoder; it answers with a road, which the pet's place leaves out.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL) =>
      Promise.resolve(
        String(input) === '/api/config'
          ? Response.json({ mapStyleUrl: '/map/style.json', geocoderUrl: 'https://geo.test/r' })
          : Response.json({
              address: {
                road: 'Calle Arce',
                suburb: 'Colonia Escalón',
                city: 'San Salvador',
                country: 'El Salvador',
              },
            }),
      ),
    ),
  )
})
afterEach(() => {
  removeFakeGeolocation()
  vi.unstubAllGlobals()
})

function renderForm(props: Partial<Parameters<typeof PetForm>[0]> = {}) {
  const submissions: PetSubmission[] = []
  const onSubmit = vi.fn((submission: PetSubmission) => {
    submissions.push(submission)
    return Promise.resolve(null)
  })
  const onCancel = vi.fn()
  render(
    <PetForm
      mode="create"
      initialValues={EMPTY_PET_FORM}
      initialPhotos={[]}
      personalities={{ personalities: groups, isLoading: false, error: null, retry: vi.fn() }}
      onSubmit={onSubmit}
      onCancel={onCancel}
      draftKey={DRAFT_KEY}
      {...props}
    />,
  )
  return { submissions, onSubmit, onCancel }
}

const submitButton = () => screen.getByRole('button', { name: 'Agregar Mascota' })

async function useMyLocation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Usar mi ubicación' }))
  act(() => geo.answer(13.692912, -89.218234))
  await screen.findByText('Coordenadas: 13.6929, -89.2182')
}

/** A filled-in pet, as the edit screen starts from. */
const ROCKY: PetFormValues = {
  ...EMPTY_PET_FORM,
  name: 'Rocky',
  breed: 'Bulldog',
  age: '4',
  gender: 'male',
  personalities: ['energy-tranquilo'],
  location: 'Santa Tecla',
}
describe('PetForm (Agregar Mascota)', () => {
  it('keeps submit disabled until every required field is there, then sends the spec payload', async () => {
    const user = userEvent.setup()
    const { submissions } = renderForm()
    expect(submitButton()).toBeDisabled()
    // What is still missing is said in the spec's words.
    expect(screen.getByText('Selecciona al menos una personalidad para tu mascota')).toBeVisible()
    expect(
      screen.getByText('Por favor configura tu ubicación antes de crear el perfil de tu mascota'),
    ).toBeVisible()

    await user.type(screen.getByLabelText('Nombre'), 'Luna')
    await user.type(screen.getByLabelText('Raza'), 'Beagle')
    await user.type(screen.getByLabelText('Edad (años)'), '31')
    expect(await screen.findByText('La edad debe ser un número entre 0 y 30.')).toBeVisible()
    await user.clear(screen.getByLabelText('Edad (años)'))
    await user.type(screen.getByLabelText('Edad (años)'), '3')
    // The chips follow the sex picked; the id sent stays the catalogue's.
    expect(screen.getByRole('checkbox', { name: 'Juguetón' })).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Sexo'), 'Hembra')
    await user.click(screen.getByRole('checkbox', { name: 'Juguetona' }))
    await user.click(screen.getByRole('checkbox', { name: 'Amigable con niños' }))
    expect(submitButton()).toBeDisabled() // still no location

    await useMyLocation(user)
    // Positions up to a minute old in the pet forms (spec §9).
    expect(geo.calls.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    })
    // The pet's place is shown to strangers: without the road (design.md 'Privacy of places').
    expect(screen.getByLabelText('Dirección o zona')).toHaveValue('Colonia Escalón, San Salvador')
    await waitFor(() =>
      expect(saveAuthLocation).toHaveBeenCalledWith({
        latitude: 13.692912,
        longitude: -89.218234,
        address: 'Calle Arce, Colonia Escalón, San Salvador',
        city: 'San Salvador',
        country: 'El Salvador',
      }),
    )

    await user.upload(screen.getByLabelText(/Agregar fotos/), [png('uno.png'), png('dos.png')])
    await screen.findByRole('img', { name: 'Foto 2 de tu mascota' })
    // The second becomes the main photo.
    await user.click(screen.getByRole('button', { name: 'Mover foto 2 a la izquierda' }))

    // The QR profile: a bad vet phone is said in Spanish; the phone stays private by default.
    await user.type(screen.getByLabelText(/Teléfono del veterinario/), 'llamar')
    expect(await screen.findByText('El teléfono del veterinario no es válido.')).toBeVisible()
    expect(submitButton()).toBeDisabled()
    await user.clear(screen.getByLabelText(/Teléfono del veterinario/))
    await user.type(screen.getByLabelText(/Teléfono del veterinario/), '2222-3333')
    await user.type(screen.getByLabelText(/Tu contacto/), '7000-1111')
    await user.type(screen.getByLabelText(/Alergias/), 'Pollo')
    expect(
      screen.getByRole('checkbox', { name: /Mostrar mi contacto a quien escanee/ }),
    ).not.toBeChecked()
    expect(
      screen.getByRole('checkbox', { name: 'Mostrar la información de emergencia' }),
    ).toBeChecked()

    await waitFor(() => expect(submitButton()).toBeEnabled())
    await user.click(submitButton())
    await waitFor(() => expect(submissions).toHaveLength(1))
    const { fields, existingPhotos, newPhotos } = submissions[0]!
    expect(existingPhotos).toEqual([])
    const body = petFormData(fields, newPhotos, { id: '00000000-0000-4000-8000-000000000000' })
    const sent: Record<string, FormDataEntryValue[]> = {}
    body.forEach((value, name) => (sent[name] ??= []).push(value))
    expect(sent).toEqual({
      id: ['00000000-0000-4000-8000-000000000000'],
      name: ['Luna'],
      breed: ['Beagle'],
      age: ['3'],
      gender: ['FEMALE'],
      description: [''],
      personalities: ['energy-jugueton', 'social-ninos'],
      location: ['Colonia Escalón, San Salvador'],
      city: ['San Salvador'],
      latitude: ['13.692912'],
      longitude: ['-89.218234'],
      ownerContact: ['7000-1111'],
      medicalNeeds: [''],
      allergies: ['Pollo'],
      vetPhone: ['2222-3333'],
      showOwnerContact: ['false'],
      showEmergencyInfo: ['true'],
      photos: [expect.any(File), expect.any(File)],
    })
    expect((body.getAll('photos') as File[]).map((photo) => photo.name)).toEqual([
      'dos.png',
      'uno.png',
    ])
  }, 20_000)

  it('shows the server refusal and stays; cancel leaves', async () => {
    const user = userEvent.setup()
    const { onCancel } = renderForm({
      mode: 'edit',
      initialValues: ROCKY,
      onSubmit: () => Promise.resolve('Solo el dueño puede modificar esta mascota.'),
    })
    const save = screen.getByRole('button', { name: 'Guardar cambios' })
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo el dueño puede modificar esta mascota.',
    )
    // Clearing the location on edit: the edit wording, and no submit.
    await user.clear(screen.getByLabelText('Dirección o zona'))
    expect(await screen.findByText('Por favor configura tu ubicación')).toBeVisible()
    await waitFor(() => expect(save).toBeDisabled())
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('says why the position is missing, in the pet forms wording; a failed account save only warns', async () => {
    const user = userEvent.setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    saveAuthLocation.mockResolvedValue({ ok: false, message: 'Error al guardar la ubicación' })
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Usar mi ubicación' }))
    act(() => geo.fail(1))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo obtener tu ubicación. Verifica los permisos del navegador.',
    )
    await useMyLocation(user)
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(screen.queryByRole('alert')).toBeNull()
    warn.mockRestore()
  })

  it('keeps what was typed across a reload until the form is saved or cancelled', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText('Nombre'), 'Luna')
    await user.type(screen.getByLabelText('Raza'), 'Beagle')
    await user.click(screen.getByRole('checkbox', { name: 'Juguetón' }))
    // The page goes (a reload, a closed tab) and the form opens again.
    cleanup()
    renderForm()
    expect(screen.getByLabelText('Nombre')).toHaveValue('Luna')
    expect(screen.getByLabelText('Raza')).toHaveValue('Beagle')
    expect(screen.getByRole('checkbox', { name: 'Juguetón' })).toBeChecked()
    // Cancelling drops it: the next form starts empty.
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    cleanup()
    renderForm()
    expect(screen.getByLabelText('Nombre')).toHaveValue('')
    // Another draft (another pet's edit) is not this one.
    await user.type(screen.getByLabelText('Nombre'), 'Rocky')
    cleanup()
    renderForm({ mode: 'edit', initialValues: ROCKY, draftKey: 'huellitas:pet-draft:edit:otro' })
    expect(screen.getByLabelText('Nombre')).toHaveValue('Rocky')
  })

  it('drops the draft once the pet is saved', async () => {
    const user = userEvent.setup()
    const { submissions } = renderForm({ mode: 'edit', initialValues: ROCKY })
    await user.clear(screen.getByLabelText('Nombre'))
    await user.type(screen.getByLabelText('Nombre'), 'Rocko')
    expect(localStorage.getItem(DRAFT_KEY)).toContain('Rocko')
    const save = screen.getByRole('button', { name: 'Guardar cambios' })
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    await waitFor(() => expect(submissions).toHaveLength(1))
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull())
  })

  it('offers a retry when the personalities cannot load', async () => {
    const user = userEvent.setup()
    const retry = vi.fn()
    renderForm({
      personalities: {
        personalities: null,
        isLoading: false,
        error: 'Error al cargar las personalidades',
        retry,
      },
    })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Error al cargar las personalidades')
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    expect(retry).toHaveBeenCalledOnce()
  })
})

describe('PhotoPicker rules inside the form', () => {
  it('refuses non-images, files over 5 MB and a sixth photo with the spec messages', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderForm()
    const input = () => screen.getByLabelText(/Agregar fotos/)

    await user.upload(input(), new File(['hola'], 'notas.txt', { type: 'text/plain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notas.txt no es un archivo de imagen válido',
    )
    await user.upload(input(), new File(['hola'], 'disfrazada.png', { type: 'image/png' }))
    expect(
      await screen.findByText('disfrazada.png no es un archivo de imagen válido'),
    ).toBeVisible()
    await user.upload(input(), png('enorme.png', 6 * 1024 * 1024))
    expect(await screen.findByText('enorme.png es demasiado grande. Máximo 5MB')).toBeVisible()
    expect(screen.queryAllByRole('img')).toHaveLength(0)

    await user.upload(
      input(),
      ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)),
    )
    expect(await screen.findByText('Máximo 5 fotos permitidas')).toBeVisible()
    expect(screen.queryAllByRole('img')).toHaveLength(0)

    await user.upload(
      input(),
      ['1', '2', '3', '4', '5'].map((n) => png(`${n}.png`)),
    )
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(5))
    expect(screen.queryByLabelText(/Agregar fotos/)).toBeNull()
    expect(screen.getByText('Principal')).toBeVisible()
  })

  it('on edit lists the pet photos first and keeps the chosen ones in order', async () => {
    const user = userEvent.setup()
    const { submissions } = renderForm({
      mode: 'edit',
      initialValues: ROCKY,
      initialPhotos: existingItems([
        '/uploads/pets/a.webp',
        '/uploads/pets/b.webp',
        '/uploads/pets/c.webp',
      ]),
    })
    // Card thumbnails of stored photos (server/contract/media.ts).
    expect(screen.getByRole('img', { name: 'Foto 1 de tu mascota' })).toHaveAttribute(
      'src',
      '/uploads/pets/a.thumb.webp',
    )
    await user.click(screen.getByRole('button', { name: 'Quitar foto 1' }))
    await user.click(screen.getByRole('button', { name: 'Mover foto 2 a la izquierda' }))
    await user.upload(screen.getByLabelText(/Agregar fotos/), png('nueva.png'))
    // A new file never goes before a kept photo (the server stores kept ones first).
    expect(screen.getByRole('button', { name: 'Mover foto 3 a la izquierda' })).toBeDisabled()
    const save = screen.getByRole('button', { name: 'Guardar cambios' })
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    await waitFor(() => expect(submissions).toHaveLength(1))
    expect(submissions[0]!.existingPhotos).toEqual(['/uploads/pets/c.webp', '/uploads/pets/b.webp'])
    expect(submissions[0]!.newPhotos.map((photo) => photo.name)).toEqual(['nueva.png'])
  })
})
