import { describe, expect, it } from 'vitest'
import { photoFileProblem, sniffImageFormat } from './image-check'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16)

function file(name: string, type: string, head: Uint8Array, size = head.length): File {
  const body = new Uint8Array(size)
  body.set(head.subarray(0, size))
  return new File([body], name, { type })
}

describe('sniffImageFormat', () => {
  it('recognises the formats the server decodes', () => {
    expect(sniffImageFormat(PNG)).toBe('png')
    expect(sniffImageFormat(JPEG)).toBe('jpeg')
    expect(sniffImageFormat(text('GIF89a....'))).toBe('gif')
    expect(sniffImageFormat(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp')
    expect(sniffImageFormat(text('\u0000\u0000\u0000\u001cftypavif'))).toBe('avif')
    expect(sniffImageFormat(text('\u0000\u0000\u0000\u0018ftypheic'))).toBe('heif')
    expect(sniffImageFormat(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tiff')
  })

  it('refuses anything else, including near misses', () => {
    expect(sniffImageFormat(text('hola, no soy una imagen'))).toBeNull()
    expect(sniffImageFormat(text('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(sniffImageFormat(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull() // truncated PNG header
    expect(sniffImageFormat(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull()
    expect(sniffImageFormat(text('\u0000\u0000\u0000\u0018ftypmp42'))).toBeNull() // a video
    expect(sniffImageFormat(new Uint8Array())).toBeNull()
  })
})

describe('photoFileProblem (spec §5 pet photo picker)', () => {
  it('accepts an image up to 5 MB', async () => {
    await expect(photoFileProblem(file('luna.png', 'image/png', PNG))).resolves.toBeNull()
    const exactly5MB = file('grande.jpg', 'image/jpeg', JPEG, 5 * 1024 * 1024)
    await expect(photoFileProblem(exactly5MB)).resolves.toBeNull()
  })

  it('refuses a file that is not an image by type or by content, naming it', async () => {
    await expect(photoFileProblem(file('notas.txt', 'text/plain', text('hola')))).resolves.toBe(
      'notas.txt no es un archivo de imagen válido',
    )
    // A text file renamed to .png: the browser says image/png, its bytes say otherwise.
    await expect(photoFileProblem(file('falsa.png', 'image/png', text('hola')))).resolves.toBe(
      'falsa.png no es un archivo de imagen válido',
    )
    // PNG bytes the browser does not call an image.
    await expect(photoFileProblem(file('raro.bin', '', PNG))).resolves.toBe(
      'raro.bin no es un archivo de imagen válido',
    )
  })

  it('refuses an image over 5 MB, naming it', async () => {
    const big = file('enorme.png', 'image/png', PNG, 5 * 1024 * 1024 + 1)
    await expect(photoFileProblem(big)).resolves.toBe('enorme.png es demasiado grande. Máximo 5MB')
  })
})
