import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import QRCode from 'qrcode'
import sharp from 'sharp'
import type { BrowserContext, Page } from 'playwright-core'

/**
 * A camera for Chromium in tests (design.md 'QR'): Chromium's fake capture device plays a Y4M
 * file in a loop, so a QR code drawn here is what the app's scanner films. A Y4M file is a text
 * header and raw YUV 4:2:0 frames; written from Node, no ffmpeg.
 */
export const VIDEO_WIDTH = 640
export const VIDEO_HEIGHT = 480

/** Chromium flags: a fake camera (its test pattern, or `file` when given), permission granted. */
export function fakeCameraArgs(file?: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...(file ? [`--use-file-for-fake-video-capture=${file}`] : []),
  ]
}

/**
 * A greyscale picture as a Y4M video: `frames` identical frames at 10 per second. Luma is the
 * picture (full range, as C420jpeg says); both chroma planes are neutral grey (128).
 */
export function writeY4m(
  path: string,
  luma: Uint8Array,
  width = VIDEO_WIDTH,
  height = VIDEO_HEIGHT,
  frames = 10,
): void {
  if (luma.length !== width * height) throw new Error('luma plane size does not match')
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma), chroma])
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]))
}

/** The QR code of `text`, `size` px square, dark on white, as greyscale pixels. */
export async function qrLuma(text: string, size: number): Promise<Uint8Array> {
  const png = await QRCode.toBuffer(text, { width: size, margin: 2, errorCorrectionLevel: 'M' })
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .resize(size, size, { kernel: 'nearest' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const grey = new Uint8Array(size * size)
  for (let index = 0; index < grey.length; index += 1) grey[index] = data[index * info.channels]!
  return grey
}

/** A 640×480 white frame with the code of `text` in its centre, written as a Y4M file. */
export async function qrVideoFile(text: string, name = 'qr'): Promise<string> {
  const size = 440
  const code = await qrLuma(text, size)
  const luma = new Uint8Array(VIDEO_WIDTH * VIDEO_HEIGHT).fill(255)
  const left = (VIDEO_WIDTH - size) / 2
  const top = (VIDEO_HEIGHT - size) / 2
  for (let row = 0; row < size; row += 1) {
    luma.set(code.subarray(row * size, (row + 1) * size), (top + row) * VIDEO_WIDTH + left)
  }
  const path = join(mkdtempSync(join(tmpdir(), 'huellitas-camera-')), `${name}.y4m`)
  writeY4m(path, luma)
  return path
}

/** The code of `text` as a PNG data URL (for a canvas camera inside one page). */
export async function qrDataUrl(text: string, size = 400): Promise<string> {
  return QRCode.toDataURL(text, { width: size, margin: 4 })
}

/** Keeps every stream the page's getUserMedia hands out, to look at its tracks later. */
export async function keepStreams(context: BrowserContext) {
  await context.addInitScript(() => {
    const kept: MediaStream[] = []
    Object.assign(window, { keptStreams: kept })
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints)
      kept.push(stream)
      return stream
    }
  })
}

export function trackStates(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { keptStreams: MediaStream[] }).keptStreams.flatMap((stream) =>
      stream.getTracks().map((track) => track.readyState),
    ),
  )
}

/**
 * A camera inside the page showing the picture at `dataUrl`: getUserMedia answers with a
 * canvas's captureStream (design.md: the fake device's file is fixed per browser launch).
 */
export async function canvasCamera(context: BrowserContext, dataUrl: string) {
  await context.addInitScript((picture: string) => {
    const opened = { count: 0 }
    Object.assign(window, { cameraOpens: opened })
    navigator.mediaDevices.getUserMedia = async () => {
      opened.count += 1
      const canvas = document.createElement('canvas')
      canvas.width = 640
      canvas.height = 480
      const drawing = canvas.getContext('2d')
      const image = new Image()
      image.src = picture
      await image.decode()
      const paint = () => {
        if (!drawing) return
        drawing.fillStyle = '#ffffff'
        drawing.fillRect(0, 0, 640, 480)
        drawing.drawImage(image, 120, 40, 400, 400)
      }
      paint()
      setInterval(paint, 100)
      return canvas.captureStream(10)
    }
  }, dataUrl)
}
