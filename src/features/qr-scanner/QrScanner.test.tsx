import { useState } from 'react'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { buildPetQrPayload } from '../qr/qr-payload'
import type { ListedLostPet } from '../lost-pets/scan-entry'
import { renderInRouter } from '../landing/render-in-router'
import { CameraError, releaseCamera } from './camera'
import type { QrDecoder } from './qr-decoder'
import QrScanner from './QrScanner'
import type { ScannerDevices, ScannerLostPets } from './scanner-services'

/**
 * The overlay's state machine and messages (spec §2 'QR scanner', §4 'Scanner', §5, §8) with a
 * fake camera and decoder injected at the scanner's one boundary (scanner-services.ts). The real
 * camera, the jsqr worker and the lost-pet sighting run in test/e2e/qr-scanner.test.ts.
 */
const ORIGIN = 'http://localhost:3000'

interface FakeTrack {
  readyState: 'live' | 'ended'
  stop: () => void
}

function fakeDevices(opens: Array<'ok' | CameraError> = ['ok']) {
  const tracks: FakeTrack[] = []
  let shown: string | null = null
  const openCamera = vi.fn(() => {
    const next = opens.length > 1 ? opens.shift() : opens[0]
    if (next instanceof CameraError) return Promise.reject(next)
    const track: FakeTrack = {
      readyState: 'live',
      stop() {
        this.readyState = 'ended'
      },
    }
    tracks.push(track)
    return Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream)
  })
  const decoder: QrDecoder = {
    kind: 'jsqr-worker',
    decode: () => Promise.resolve(shown),
    close: vi.fn(),
  }
  const devices: ScannerDevices = {
    openCamera,
    releaseCamera,
    createDecoder: () => Promise.resolve(decoder),
  }
  return {
    devices,
    tracks,
    openCamera,
    /** what the camera sees from now on: a code's text, or nothing readable */
    show(text: string | null) {
      shown = text
    },
  }
}

function lostPets(alert: ListedLostPet | null = null) {
  const services: ScannerLostPets = {
    findActiveAlertForPet: vi.fn(() => Promise.resolve(alert)),
    reportSightingHere: vi.fn(() =>
      Promise.resolve({ ok: true as const, id: 's1', status: 'queued' as const }),
    ),
  }
  return services
}

const petCode = (ownerContact?: string) =>
  JSON.stringify(
    buildPetQrPayload({ id: 'p-max', name: 'Max', breed: 'Beagle', ownerContact }, ORIGIN),
  )

/** The overlay as /profile shows it: closing unmounts it. */
function Host(props: {
  devices: ScannerDevices
  lostPets: ScannerLostPets
  onClose: () => void
  onScan: (text: string) => void
}) {
  const [isOpen, setIsOpen] = useState(true)
  if (!isOpen) return <p>cerrado</p>
  return (
    <QrScanner
      devices={props.devices}
      lostPets={props.lostPets}
      onScan={props.onScan}
      onClose={() => {
        props.onClose()
        setIsOpen(false)
      }}
    />
  )
}

async function renderScanner(fake = fakeDevices(), services = lostPets()) {
  const onClose = vi.fn()
  const onScan = vi.fn()
  const view = await renderInRouter(
    <Host devices={fake.devices} lostPets={services} onClose={onClose} onScan={onScan} />,
    '/profile',
  )
  const dialog = screen.getByRole('dialog', { name: 'Escanear Código QR' })
  return { ...view, dialog, onClose, onScan, fake, services }
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('QR scanner overlay', () => {
  test('scans: the live view prompts, a pet code gives the success card, then its profile', async () => {
    const fake = fakeDevices()
    const { dialog, router, onClose, onScan } = await renderScanner(fake)
    await within(dialog).findByText('Apunta la cámara hacia el código QR')
    expect(within(dialog).getByText('El escaneo se realizará automáticamente')).toBeVisible()
    expect(dialog).toHaveAttribute('data-scanner-step', 'scanning')
    expect(fake.tracks[0]?.readyState).toBe('live')

    fake.show(petCode('+503 7000 1111'))
    const card = await within(dialog).findByRole('region', { name: '¡Escaneado exitosamente!' })
    expect(within(card).getByText('Max')).toBeInTheDocument()
    expect(within(card).getByText('Raza: Beagle')).toBeInTheDocument()
    expect(within(card).getByText('Contacto del dueño: +503 7000 1111')).toBeInTheDocument()
    expect(within(card).getByText('Redirigiendo...')).toBeInTheDocument()
    // §4: the decoded text is also handed to the caller.
    expect(onScan).toHaveBeenCalledWith(petCode('+503 7000 1111'))
    // The camera goes off once a code is read; the profile opens after the delay (§9: 2 s).
    expect(fake.tracks[0]?.readyState).toBe('ended')
    expect(router.state.location.pathname).toBe('/profile')
    await waitFor(() => expect(router.state.location.href).toBe('/pet/p-max?qr=true'), {
      timeout: 4_000,
    })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('a link code offers the link and opens it in a new tab after the delay', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const fake = fakeDevices()
    const { dialog, onClose, router } = await renderScanner(fake)
    await within(dialog).findByText('Apunta la cámara hacia el código QR')
    fake.show('https://example.com/menu')
    const card = await within(dialog).findByRole('region', { name: '¡Escaneado exitosamente!' })
    const link = within(card).getByRole('link', { name: 'Abrir enlace' })
    expect(link).toHaveAttribute('href', 'https://example.com/menu')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(open).not.toHaveBeenCalled()
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 4_000 })
    expect(open).toHaveBeenCalledWith('https://example.com/menu', '_blank', 'noopener')
    expect(router.state.location.pathname).toBe('/profile')
  })

  test('an unknown code gives the failure card; scanning again reopens the camera', async () => {
    const fake = fakeDevices()
    const { dialog } = await renderScanner(fake)
    await within(dialog).findByText('Apunta la cámara hacia el código QR')
    fake.show('hola mundo')
    const card = await within(dialog).findByRole('region', { name: 'Código no reconocido' })
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Código QR no reconocido como perfil de mascota',
    )
    expect(within(card).queryByText('Redirigiendo...')).toBeNull()
    fake.show(null)
    await userEvent.click(within(card).getByRole('button', { name: 'Escanear otro código' }))
    await within(dialog).findByText('Apunta la cámara hacia el código QR')
    expect(fake.openCamera).toHaveBeenCalledTimes(2)
    expect(fake.tracks.map((track) => track.readyState)).toEqual(['ended', 'live'])
  })

  test("an unknown code offers 'Encontré una mascota': the found-pet report on /lost-pets", async () => {
    const fake = fakeDevices()
    const { dialog, router, onClose } = await renderScanner(fake)
    await within(dialog).findByText('Apunta la cámara hacia el código QR')
    fake.show('hola mundo')
    const card = await within(dialog).findByRole('region', { name: 'Código no reconocido' })
    await userEvent.click(within(card).getByRole('button', { name: 'Encontré una mascota' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/lost-pets'))
    expect(router.state.location.search).toEqual({ report: 'found' })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(fake.tracks.map((track) => track.readyState)).toEqual(['ended'])
  })

  test("a pet's code is never 'unknown': no found-pet report is offered", async () => {
    const fake = fakeDevices()
    const { dialog } = await renderScanner(fake)
    await within(dialog).findByText('Apunta la cámara hacia el código QR')
    fake.show(petCode())
    await within(dialog).findByText('Max')
    expect(within(dialog).queryByRole('button', { name: 'Encontré una mascota' })).toBeNull()
  })

  test('a camera error offers a retry that restarts the scanner', async () => {
    const fake = fakeDevices([new CameraError('error'), 'ok'])
    const { dialog } = await renderScanner(fake)
    const problem = await within(dialog).findByRole('alert')
    expect(
      within(problem).getByRole('heading', { name: 'Error al acceder a la cámara' }),
    ).toBeVisible()
    expect(problem).toHaveTextContent('Error al acceder a la cámara. Verifica los permisos.')
    await userEvent.click(within(problem).getByRole('button', { name: 'Intentar de nuevo' }))
    await within(dialog).findByText('Apunta la cámara hacia el código QR')
    expect(fake.openCamera).toHaveBeenCalledTimes(2)
  })

  test('without a camera it says so (§2, §8)', async () => {
    const { dialog } = await renderScanner(fakeDevices([new CameraError('no-camera')]))
    const problem = await within(dialog).findByRole('alert')
    expect(within(problem).getByRole('heading', { name: 'Cámara no disponible' })).toBeVisible()
    expect(problem).toHaveTextContent('No se pudo acceder a la cámara del dispositivo')
    expect(problem).toHaveTextContent('No se encontraron cámaras disponibles')
    expect(within(problem).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible()
  })

  test("'Cerrar' and Esc close it and release the camera", async () => {
    const fake = fakeDevices()
    const first = await renderScanner(fake)
    await within(first.dialog).findByText('Apunta la cámara hacia el código QR')
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Cerrar' }))
    expect(first.onClose).toHaveBeenCalledTimes(1)
    expect(fake.tracks[0]?.readyState).toBe('ended')
    first.unmount()

    const again = fakeDevices()
    const second = await renderScanner(again)
    await within(second.dialog).findByText('Apunta la cámara hacia el código QR')
    // What the browser fires on Esc for a modal <dialog>.
    fireEvent(second.dialog, new Event('cancel', { cancelable: true }))
    expect(second.onClose).toHaveBeenCalledTimes(1)
    expect(again.tracks[0]?.readyState).toBe('ended')
  })
})

describe('scanning a lost pet', () => {
  const alert = {
    id: 'alert-1',
    petId: 'p-max',
    name: 'Max',
    breed: 'Beagle',
    photos: [],
    latitude: 13.7,
    longitude: -89.2,
    syncState: 'synced',
  } as unknown as ListedLostPet

  test('does not leave: it offers to report where the pet was found', async () => {
    const fake = fakeDevices()
    const services = lostPets(alert)
    const { dialog, router } = await renderScanner(fake, services)
    await within(dialog).findByText('Apunta la cámara hacia el código QR')
    fake.show(petCode())
    const card = await within(dialog).findByRole('region', { name: '¡Escaneado exitosamente!' })
    expect(services.findActiveAlertForPet).toHaveBeenCalledWith('p-max', 'Max')
    expect(within(card).getByText('¡Max tiene una alerta de mascota perdida!')).toBeVisible()
    expect(within(card).queryByText('Redirigiendo...')).toBeNull()
    // No owner contact in the code: the spec's default text is shown.
    expect(within(card).getByText('Contacto del dueño: Contactar via Huellitas')).toBeVisible()

    await userEvent.click(
      within(card).getByRole('button', { name: 'Reportar que la encontré aquí' }),
    )
    expect(services.reportSightingHere).toHaveBeenCalledWith(
      'alert-1',
      'La encontré y escaneé su código QR en este lugar.',
    )
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Sin conexión: el avistamiento se guardó con tu ubicación y hora, y se enviará al recuperar la conexión.',
    )
    expect(within(card).queryByRole('button', { name: 'Reportar que la encontré aquí' })).toBeNull()

    await userEvent.click(within(card).getByRole('button', { name: 'Ver perfil de la mascota' }))
    expect(router.state.location.href).toBe('/pet/p-max?qr=true')
  })

  test('without a position it says why and offers the Sighting dialog', async () => {
    const fake = fakeDevices()
    const services = lostPets(alert)
    services.reportSightingHere = vi.fn(() =>
      Promise.resolve({
        ok: false as const,
        reason: 'position' as const,
        message: 'Permiso de ubicación denegado.',
      }),
    )
    const { dialog } = await renderScanner(fake, services)
    await within(dialog).findByText('Apunta la cámara hacia el código QR')
    fake.show(petCode())
    const card = await within(dialog).findByRole('region', { name: '¡Escaneado exitosamente!' })
    await userEvent.click(
      within(card).getByRole('button', { name: 'Reportar que la encontré aquí' }),
    )
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'No se pudo obtener tu ubicación: Permiso de ubicación denegado.',
    )
    expect(
      within(card).getByRole('button', { name: 'Abrir formulario de avistamiento' }),
    ).toBeVisible()
  })
})
