import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import QrCodeDialog from './QrCodeDialog'
import { COPIED_MS } from './use-copied-flag'

/**
 * The QR dialog in jsdom: what it shows, the copy state of §4 (idle, 'Copiado!', idle after
 * 2 s), the share fallback, and which clicks close it. The code itself is drawn and decoded in
 * real Chromium by test/e2e/qr-code.test.ts.
 */
const luna = {
  id: 'pet-luna',
  name: 'Luna',
  breed: 'Beagle',
  ownerContact: '7000-1111',
  medicalNeeds: null,
  allergies: 'Pollo',
  vetPhone: null,
  showOwnerContact: false,
  showEmergencyInfo: true,
}
const url = `${location.origin}/pet/pet-luna?qr=true`

let copied: string[]

beforeEach(() => {
  copied = []
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
  })
})

afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'share')
})

function renderDialog() {
  const onClose = vi.fn()
  render(<QrCodeDialog pet={luna} onClose={onClose} />)
  const dialog = screen.getByRole('dialog', { name: 'Código QR de Luna' })
  return { onClose, dialog }
}

describe('QR code dialog (spec §2)', () => {
  test('shows the title, the subtext and the pet box with name, breed and id', () => {
    const { dialog } = renderDialog()
    const box = within(dialog)
    expect(box.getByText('Escanea este código para ver el perfil de la mascota')).toBeVisible()
    expect(box.getByText('Información de la mascota:')).toBeVisible()
    for (const text of ['Nombre:', 'Luna', 'Raza:', 'Beagle', 'ID:', 'pet-luna']) {
      expect(box.getByText(text)).toBeVisible()
    }
    for (const name of ['Descargar', 'Compartir', 'Copiar URL', 'Cerrar']) {
      expect(box.getByRole('button', { name })).toBeInTheDocument()
    }
  })

  test("'Copiar URL' copies the pet page link and says 'Copiado!' for 2 s", async () => {
    vi.useFakeTimers()
    const { dialog } = renderDialog()
    // The clipboard answers in a microtask: let it settle without moving the clock.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar URL' }))
      await Promise.resolve()
    })
    expect(within(dialog).getByRole('button', { name: 'Copiado!' })).toBeInTheDocument()
    expect(copied).toEqual([url])
    act(() => {
      vi.advanceTimersByTime(COPIED_MS - 1)
    })
    expect(within(dialog).getByRole('button', { name: 'Copiado!' })).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(within(dialog).getByRole('button', { name: 'Copiar URL' })).toBeInTheDocument()
  })

  test('a refused copy stays idle (spec §8: only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    })
    const { dialog } = renderDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar URL' }))
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(within(dialog).getByRole('button', { name: 'Copiar URL' })).toBeInTheDocument()
    warn.mockRestore()
  })

  test("'Compartir' without a device share copies the link instead (spec §7)", async () => {
    const { dialog } = renderDialog()
    await within(dialog).findByRole('img', { name: 'Código QR de Luna' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Compartir' }))
    await within(dialog).findByRole('button', { name: 'Copiado!' })
    expect(copied).toEqual([url])
  })

  test("'Cerrar', Esc and the backdrop close it; a click inside does not", () => {
    const { dialog, onClose } = renderDialog()
    fireEvent.click(within(dialog).getByText('Información de la mascota:'))
    fireEvent.click(within(dialog).getByRole('heading', { name: 'Código QR de Luna' }))
    expect(onClose).not.toHaveBeenCalled()
    // A click whose target is the <dialog> itself landed on its backdrop.
    fireEvent.click(dialog)
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(onClose).toHaveBeenCalledTimes(3)
  })
})
