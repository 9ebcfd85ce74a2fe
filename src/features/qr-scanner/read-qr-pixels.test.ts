import QRCode from 'qrcode'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { buildPetQrPayload } from '../qr/qr-payload'
import { readQrPixels } from './read-qr-pixels'
import { interpretScan } from './use-qr-scanner'

/** The worker's decoding on real codes drawn by `qrcode`, and §5's reading of the text. */
async function rgba(text: string, options: QRCode.QRCodeToBufferOptions = {}) {
  const png = await QRCode.toBuffer(text, { width: 300, margin: 2, ...options })
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height }
}

describe('reading a frame', () => {
  test('a pet code reads back as the §3 payload', async () => {
    const text = JSON.stringify(
      buildPetQrPayload({ id: 'p1', name: 'Luna', breed: 'Mestiza' }, 'https://h.example'),
    )
    const frame = await rgba(text, { color: { dark: '#1f2937', light: '#ffffff' } })
    expect(readQrPixels(frame.data, frame.width, frame.height)).toBe(text)
  })

  test('a light-on-dark code is read too; a blank frame is no code', async () => {
    const frame = await rgba('https://example.com', {
      color: { dark: '#ffffff', light: '#000000' },
    })
    expect(readQrPixels(frame.data, frame.width, frame.height)).toBe('https://example.com')
    const blank = new Uint8ClampedArray(64 * 64 * 4).fill(255)
    expect(readQrPixels(blank, 64, 64)).toBeNull()
  })
})

describe('what a scan is (§5)', () => {
  const noAlert = () => Promise.resolve(null)

  test('pet, link, unknown', async () => {
    const pet = JSON.stringify(buildPetQrPayload({ id: 'p1', name: 'Luna' }, 'https://h.example'))
    await expect(interpretScan(pet, noAlert)).resolves.toMatchObject({
      kind: 'pet',
      payload: { petId: 'p1' },
      alert: null,
    })
    await expect(interpretScan('https://e.example/x', noAlert)).resolves.toEqual({
      kind: 'link',
      url: 'https://e.example/x',
    })
    await expect(interpretScan('hola', noAlert)).resolves.toEqual({ kind: 'unknown' })
  })

  test('a failed alert look-up still shows the pet; processing that throws is an error', async () => {
    const pet = JSON.stringify({ type: 'pet_profile', petId: 'p1' })
    await expect(
      interpretScan(pet, () => Promise.reject(new Error('offline'))),
    ).resolves.toMatchObject({ kind: 'pet', alert: null })
    const throwing = () => {
      throw new Error('broken')
    }
    await expect(interpretScan(pet, noAlert, throwing)).resolves.toEqual({ kind: 'error' })
  })
})
