import { resolveMediaUrl } from '../../../ui/media-url'
import { coverCrop } from './pdf-layout'

/** Wider than this the PDF only grows: 1,600 px across 19 cm is over 200 dpi. */
const MAX_WIDTH_PX = 1600
const JPEG_QUALITY = 0.85

/**
 * The flyer's photo for the PDF: the first of the alert's photos this device can read, cut to
 * the box's shape and re-encoded as JPEG (the one format jsPDF embeds without extra code; the
 * server stores WebP). Read with fetch, so offline it comes from the service worker's uploads
 * cache, where the /lost-pets card put it; a photo still waiting to be sent is a local blob:
 * or data: URL. Null when none can be read: the PDF then prints without a photo.
 */
export async function flyerPhotoJpeg(
  paths: readonly string[],
  box: { width: number; height: number },
): Promise<string | null> {
  for (const path of paths) {
    const url = resolveMediaUrl(path)
    if (!url) continue
    try {
      const response = await fetch(url)
      if (!response.ok) continue
      const bitmap = await createImageBitmap(await response.blob())
      const crop = coverCrop(bitmap.width, bitmap.height, box)
      const scale = Math.min(1, MAX_WIDTH_PX / crop.width)
      const canvas = document.createElement('canvas')
      canvas.width = Math.max(1, Math.round(crop.width * scale))
      canvas.height = Math.max(1, Math.round(crop.height * scale))
      const context = canvas.getContext('2d')
      if (!context) {
        bitmap.close()
        return null
      }
      // JPEG has no transparency: a transparent corner would come out black.
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, canvas.width, canvas.height)
      context.drawImage(
        bitmap,
        crop.x,
        crop.y,
        crop.width,
        crop.height,
        0,
        0,
        canvas.width,
        canvas.height,
      )
      bitmap.close()
      return canvas.toDataURL('image/jpeg', JPEG_QUALITY)
    } catch {
      // Not cached while offline, deleted, or not a picture: try the next one.
    }
  }
  return null
}
