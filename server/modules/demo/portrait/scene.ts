import type { Random } from '../prng.js'

/** Canvas of every pet photo (portrait, as phones show them). */
export const WIDTH = 600
export const HEIGHT = 800

/** Draws the left-side shape and its mirror image about the vertical centre line. */
export function mirrored(leftSide: string): string {
  return `${leftSide}<g transform="matrix(-1 0 0 1 ${WIDTH} 0)">${leftSide}</g>`
}

function pawPrint(x: number, y: number, size: number, angle: number): string {
  const toe = (dx: number, dy: number): string =>
    `<ellipse cx="${dx}" cy="${dy}" rx="${0.17 * size}" ry="${0.22 * size}"/>`
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M ${-0.3 * size} ${0.25 * size} Q 0 ${-0.25 * size} ${0.3 * size} ${0.25 * size} Q ${0.3 * size} ${0.5 * size} 0 ${0.45 * size} Q ${-0.3 * size} ${0.5 * size} ${-0.3 * size} ${0.25 * size} Z"/>` +
    toe(-0.42 * size, -0.05 * size) +
    toe(-0.17 * size, -0.32 * size) +
    toe(0.17 * size, -0.32 * size) +
    toe(0.42 * size, -0.05 * size) +
    `</g>`
  )
}

/** Pastel gradient, two soft light discs and a few scattered paw prints. */
export function backdrop(random: Random, colours: readonly [string, string]): string {
  const discs = [
    `<circle cx="${random.int(60, 200)}" cy="${random.int(60, 220)}" r="${random.int(110, 170)}" fill="#fff" fill-opacity="0.28"/>`,
    `<circle cx="${random.int(420, 560)}" cy="${random.int(180, 420)}" r="${random.int(70, 120)}" fill="#fff" fill-opacity="0.22"/>`,
  ]
  // Paw prints stay in the margins, away from the face.
  const spots: [number, number][] = [
    [random.int(40, 120), random.int(300, 520)],
    [random.int(470, 560), random.int(80, 200)],
    [random.int(480, 560), random.int(500, 620)],
    [random.int(150, 260), random.int(40, 110)],
  ]
  const paws = spots
    .map(([x, y]) => pawPrint(x, y, random.int(34, 52), random.int(-35, 35)))
    .join('')
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    discs.join('') +
    `<g fill="#fff" fill-opacity="0.4">${paws}</g>`
  )
}

export interface BustColours {
  fur: string
  shade: string
  chest: string | null
}

/** Neck, shoulders and chest under the head; cats are narrower. */
export function bust(colours: BustColours, isCat: boolean): string {
  const shoulders = isCat
    ? 'M 130 800 C 140 670 205 570 300 565 C 395 570 460 670 470 800 Z'
    : 'M 90 800 C 100 655 185 555 300 550 C 415 555 500 655 510 800 Z'
  const neck = isCat
    ? 'M 228 430 L 372 430 Q 378 530 392 605 L 208 605 Q 222 530 228 430 Z'
    : 'M 218 420 L 382 420 Q 388 515 405 600 L 195 600 Q 212 515 218 420 Z'
  const chest = colours.chest
    ? `<path d="M 238 480 Q 300 520 362 480 Q 395 680 300 800 Q 205 680 238 480 Z" fill="${colours.chest}"/>`
    : ''
  // The shaded flanks give the flat bust some depth.
  return (
    `<defs><clipPath id="sides"><rect x="0" y="0" width="165" height="${HEIGHT}"/>` +
    `<rect x="435" y="0" width="165" height="${HEIGHT}"/></clipPath></defs>` +
    `<path d="${neck}" fill="${colours.fur}"/>` +
    `<path d="${shoulders}" fill="${colours.fur}"/>` +
    `<path d="${shoulders}" fill="${colours.shade}" clip-path="url(#sides)"/>` +
    chest
  )
}

export type Accessory = 'collar' | 'bandana' | 'bow' | 'none'

/** Something around the neck, in the pet's accent colour. */
export function neckwear(kind: Accessory, colour: string, isCat: boolean): string {
  const y = isCat ? 545 : 535
  switch (kind) {
    case 'collar':
      return (
        `<path d="M 205 ${y} Q 300 ${y + 52} 395 ${y}" fill="none" stroke="${colour}" stroke-width="26" stroke-linecap="round"/>` +
        `<path d="M 205 ${y} Q 300 ${y + 52} 395 ${y}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>` +
        `<circle cx="300" cy="${y + 52}" r="21" fill="#f6c343" stroke="#d9a21b" stroke-width="5"/>` +
        `<circle cx="293" cy="${y + 45}" r="6" fill="#fff" fill-opacity="0.6"/>`
      )
    case 'bandana':
      return (
        `<path d="M 195 ${y - 8} Q 300 ${y + 40} 405 ${y - 8} L 300 ${y + 150} Z" fill="${colour}" stroke="${colour}" stroke-width="14" stroke-linejoin="round"/>` +
        `<g fill="#fff" fill-opacity="0.55"><circle cx="260" cy="${y + 40}" r="7"/><circle cx="340" cy="${y + 40}" r="7"/>` +
        `<circle cx="300" cy="${y + 70}" r="7"/><circle cx="280" cy="${y + 105}" r="6"/><circle cx="320" cy="${y + 105}" r="6"/></g>`
      )
    case 'bow':
      return (
        `<path d="M 210 ${y} Q 300 ${y + 45} 390 ${y}" fill="none" stroke="${colour}" stroke-width="16" stroke-linecap="round"/>` +
        `<path d="M 300 ${y + 40} L 245 ${y + 10} Q 232 ${y + 42} 245 ${y + 74} Z M 300 ${y + 40} L 355 ${y + 10} Q 368 ${y + 42} 355 ${y + 74} Z" fill="${colour}" stroke="${colour}" stroke-width="10" stroke-linejoin="round"/>` +
        `<circle cx="300" cy="${y + 40}" r="15" fill="${colour}" stroke="#fff" stroke-opacity="0.4" stroke-width="4"/>`
      )
    case 'none':
      return ''
  }
}

export function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`
}
