import type { jsPDF } from 'jspdf'
import { lostPets } from '../../../i18n/es/lost-pets'
import { flyerFileName, type FlyerFacts } from './flyer-facts'
import { flyerPhotoJpeg } from './flyer-photo'
import { qrShape } from './flyer-qr'
import { fitFontSize, PAPER_MM, pdfSafeText, type Paper } from './pdf-layout'

const t = lostPets.flyer

/**
 * The flyer as a one-page PDF, made on the device: jsPDF is downloaded on the first 'Descargar
 * PDF' (and precached by the service worker, so it works offline afterwards). Everything is
 * real text in Helvetica, so the PDF is searchable and its words copy out (name, reward,
 * phone, URL); the QR code is vector shapes; only the photo is a picture. The page is laid out
 * from the bottom up: the contact block and the QR have a fixed size, the texts take what they
 * need, and the photo gets the rest, so the page never overflows.
 */
const MARGIN = 12
const GAP = 4
const PT = 25.4 / 72
const RED: [number, number, number] = [200, 30, 30]
const INK: [number, number, number] = [17, 24, 39]
const GREY: [number, number, number] = [75, 85, 99]
const HEADING_HEIGHT = 30
const QR_SIDE = 46
const REWARD_HEIGHT = 16
const MIN_PHOTO = 60
const DETAIL_SIZE = 13
/** a name, a phone or a reward too long for one line at its smallest size */
const MAX_LINES = 2

/** Height in mm of `lines` lines at `size` pt (jsPDF's default line height, 1.15). */
const linesHeight = (lines: number, size: number) => lines * size * PT * 1.15

function drawQr(doc: jsPDF, url: string, x: number, y: number, side: number) {
  const shape = qrShape(url)
  const unit = side / shape.size
  doc.setFillColor(0, 0, 0)
  for (const run of shape.runs)
    // A hair of overlap hides the seams some viewers draw between touching rectangles.
    doc.rect(x + run.column * unit, y + run.row * unit, run.length * unit + 0.02, unit + 0.02, 'F')
  doc.link(x, y, side, side, { url })
}

function fitted(doc: jsPDF, text: string, width: number, max: number, min: number) {
  return fitFontSize((value, size) => doc.getStringUnitWidth(value) * size * PT, text, width, {
    max,
    min,
  })
}

/**
 * `text` on one line at the largest size from `max` to `min` that fits `width`, else wrapped
 * at `min` on at most `maxLines` lines (the contract's length limits keep that enough).
 */
function fittedLines(doc: jsPDF, text: string, width: number, max: number, min: number) {
  const size = fitted(doc, text, width, max, min)
  doc.setFontSize(size)
  const lines = (doc.splitTextToSize(text, width) as string[]).slice(0, MAX_LINES)
  return { size, lines }
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Draws everything but the photo; answers the photo's box, which the texts left free. */
export function drawFlyer(doc: jsPDF, facts: FlyerFacts, paper: Paper): Box {
  const { width: pageWidth, height: pageHeight } = PAPER_MM[paper]
  const left = MARGIN
  const width = pageWidth - 2 * MARGIN
  const centre = pageWidth / 2
  const name = pdfSafeText(facts.name) || t.fallbackName
  const heading = pdfSafeText(facts.heading)

  // Heading band.
  doc.setFillColor(...RED)
  doc.rect(left, MARGIN, width, HEADING_HEIGHT, 'F')
  doc.setFont('helvetica', 'bold')
  doc.setTextColor(255, 255, 255)
  doc.setFontSize(fitted(doc, heading, width - 10, 76, 30))
  doc.text(heading, centre, MARGIN + HEADING_HEIGHT / 2, { align: 'center', baseline: 'middle' })

  // Bottom: the URL line, above it the contact and the QR code.
  let bottom = pageHeight - MARGIN
  const urlSize = fitted(doc, facts.url, width, 10, 5)
  doc.setFont('helvetica', 'normal')
  doc.setFontSize(urlSize)
  doc.setTextColor(...INK)
  doc.textWithLink(facts.url, left + width - doc.getTextWidth(facts.url), bottom, {
    url: facts.url,
  })
  bottom -= linesHeight(1, urlSize) + 1
  const qrTop = bottom - QR_SIDE
  drawQr(doc, facts.url, left + width - QR_SIDE, qrTop, QR_SIDE)
  const textWidth = width - QR_SIDE - GAP
  doc.setFontSize(13)
  doc.setTextColor(...GREY)
  doc.text(t.contact, left, qrTop + 6, { baseline: 'top' })
  doc.setFont('helvetica', 'bold')
  doc.setTextColor(...INK)
  const phone = fittedLines(doc, pdfSafeText(facts.phone), textWidth, 34, 14)
  doc.text(phone.lines, left, qrTop + 14, { baseline: 'top' })
  doc.setFont('helvetica', 'normal')
  doc.setFontSize(11)
  doc.setTextColor(...GREY)
  doc.text(
    doc.splitTextToSize(t.scan, textWidth) as string[],
    left,
    qrTop + 14 + linesHeight(phone.lines.length, phone.size) + 3,
    {
      baseline: 'top',
    },
  )
  bottom = qrTop - GAP

  // Reward band.
  if (facts.reward) {
    doc.setFont('helvetica', 'bold')
    const reward = fittedLines(
      doc,
      `${t.reward.toUpperCase()}: ${pdfSafeText(facts.reward)}`,
      width - 8,
      26,
      12,
    )
    const height = Math.max(REWARD_HEIGHT, linesHeight(reward.lines.length, reward.size) + 6)
    doc.setFillColor(253, 224, 71)
    doc.rect(left, bottom - height, width, height, 'F')
    doc.setTextColor(...INK)
    const textTop = bottom - height + (height - linesHeight(reward.lines.length, reward.size)) / 2
    doc.text(reward.lines, centre, textTop, { align: 'center', baseline: 'top' })
    bottom -= height + GAP
  }

  // Name and details, measured before drawing so the photo can take the rest.
  doc.setFont('helvetica', 'normal')
  doc.setFontSize(DETAIL_SIZE)
  const about = [
    facts.breed ? `${t.breed}: ${pdfSafeText(facts.breed)}` : '',
    facts.color ? `${t.color}: ${pdfSafeText(facts.color)}` : '',
  ].filter(Boolean)
  const seen = doc.splitTextToSize(
    `${t.lastSeen}: ${pdfSafeText(facts.place)}. ${pdfSafeText(facts.seen)}`,
    width,
  ) as string[]
  const description = (
    doc.splitTextToSize(pdfSafeText(facts.description), width) as string[]
  ).slice(0, 3)
  const lines = [
    ...(about.length ? [about.join('  ·  ')] : []),
    ...seen.slice(0, 2),
    ...description,
  ]
  doc.setFont('helvetica', 'bold')
  const title = fittedLines(doc, name, width, 44, 22)
  const blockHeight =
    linesHeight(title.lines.length, title.size) + linesHeight(lines.length, DETAIL_SIZE) + 2
  const photoTop = MARGIN + HEADING_HEIGHT + GAP
  const photoHeight = Math.max(MIN_PHOTO, bottom - blockHeight - GAP - photoTop)
  let y = photoTop + photoHeight + GAP

  doc.setFont('helvetica', 'bold')
  doc.setFontSize(title.size)
  doc.setTextColor(...INK)
  doc.text(title.lines, centre, y, { align: 'center', baseline: 'top' })
  y += linesHeight(title.lines.length, title.size) + 2
  doc.setFont('helvetica', 'normal')
  doc.setFontSize(DETAIL_SIZE)
  doc.setTextColor(...GREY)
  doc.text(lines, centre, y, { align: 'center', baseline: 'top' })

  return { x: left, y: photoTop, width, height: photoHeight }
}

/** The photo, or a plain frame saying there is none. */
function drawPhoto(doc: jsPDF, box: Box, photo: string | null) {
  if (photo) {
    doc.addImage(photo, 'JPEG', box.x, box.y, box.width, box.height)
    return
  }
  doc.setDrawColor(...GREY)
  doc.rect(box.x, box.y, box.width, box.height, 'S')
  doc.setFontSize(16)
  doc.setTextColor(...GREY)
  doc.text(t.noPhoto, box.x + box.width / 2, box.y + box.height / 2, {
    align: 'center',
    baseline: 'middle',
  })
}

/** Builds the flyer's PDF and hands it to the browser as 'se-busca-{name}.pdf'. */
export async function downloadFlyerPdf(facts: FlyerFacts, paper: Paper): Promise<void> {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'mm', format: paper, orientation: 'portrait', compress: true })
  doc.setProperties({
    title: pdfSafeText(t.pdfTitle(facts.heading, facts.name)),
    subject: facts.url,
    creator: 'Huellitas',
  })
  doc.setLanguage('es')
  const box = drawFlyer(doc, facts, paper)
  drawPhoto(doc, box, await flyerPhotoJpeg(facts.photos, box))
  doc.save(flyerFileName(facts.name))
}
