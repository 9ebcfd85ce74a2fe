import type { CoatPalette } from './palette.js'
import { mirrored } from './scene.js'

export type DogEars = 'floppy' | 'long' | 'pointy' | 'bat' | 'folded' | 'small' | 'curly'
export type Snout = 'normal' | 'long' | 'short'
export type Coat = 'short' | 'fluffy' | 'curly' | 'wire'

export interface DogLook {
  ears: DogEars
  snout: Snout
  coat: Coat
}

const INK = '#2b2220'
const HEAD = { cx: 300, cy: 370, rx: 148, ry: 138 }

/** Circles around the head outline: fluffy or curly fur. */
function furRing(colour: string, radius: number, step: number, grow: number): string {
  let circles = ''
  for (let angle = 0; angle < 360; angle += step) {
    const rad = (angle * Math.PI) / 180
    const x = HEAD.cx + (HEAD.rx + grow) * Math.cos(rad)
    const y = HEAD.cy + (HEAD.ry + grow) * Math.sin(rad)
    circles += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius}"/>`
  }
  return `<g fill="${colour}">${circles}</g>`
}

function earsBehind(look: DogLook, p: CoatPalette): string {
  const inner = p.ear === p.fur || p.ear === p.accent ? p.shade : p.fur
  switch (look.ears) {
    case 'pointy':
      return mirrored(
        `<path d="M 168 318 L 186 160 L 278 250 Z" fill="${p.ear}" stroke="${p.ear}" stroke-width="22" stroke-linejoin="round"/>` +
          `<path d="M 192 292 L 200 200 L 252 252 Z" fill="${inner}" stroke="${inner}" stroke-width="12" stroke-linejoin="round"/>`,
      )
    case 'bat':
      return mirrored(
        `<path d="M 160 340 C 110 250 130 150 185 140 C 240 135 270 225 275 262 Z" fill="${p.ear}"/>` +
          `<path d="M 180 310 C 152 250 165 185 192 180 C 222 180 240 232 244 262 Z" fill="#f4b3bd" fill-opacity="0.75"/>`,
      )
    case 'small':
      return mirrored(
        `<path d="M 185 285 L 205 205 L 262 250 Z" fill="${p.ear}" stroke="${p.ear}" stroke-width="20" stroke-linejoin="round"/>`,
      )
    case 'floppy':
    case 'long':
    case 'folded':
    case 'curly':
      return ''
  }
}

function earsInFront(look: DogLook, p: CoatPalette): string {
  switch (look.ears) {
    case 'floppy':
      return mirrored(
        `<path d="M 182 268 C 122 282 100 410 132 470 C 150 505 205 485 210 428 C 214 380 222 300 182 268 Z" fill="${p.ear}"/>`,
      )
    case 'long':
      return mirrored(
        `<path d="M 185 262 C 112 278 95 440 118 520 C 132 568 200 560 208 500 C 216 430 226 300 185 262 Z" fill="${p.ear}"/>`,
      )
    case 'folded':
      return mirrored(
        `<path d="M 170 250 Q 210 205 270 236 L 226 318 Q 178 300 170 250 Z" fill="${p.ear}" stroke="${p.ear}" stroke-width="12" stroke-linejoin="round"/>`,
      )
    case 'curly': {
      let blobs = ''
      for (const [x, y, r] of [
        [160, 300, 38],
        [145, 350, 40],
        [140, 405, 40],
        [148, 458, 38],
        [165, 500, 32],
      ] as const) {
        blobs += `<circle cx="${x}" cy="${y}" r="${r}"/>`
      }
      return mirrored(`<g fill="${p.ear}">${blobs}</g>`)
    }
    case 'pointy':
    case 'bat':
    case 'small':
      return ''
  }
}

function markings(p: CoatPalette, patchOnLeft: boolean): string {
  switch (p.pattern) {
    case 'mask':
      return `<path d="M 154 392 Q 170 320 240 318 Q 282 320 300 372 Q 318 320 360 318 Q 430 320 446 392 Q 440 500 300 508 Q 160 500 154 392 Z" fill="${p.accent}"/>`
    case 'blaze':
      return `<path d="M 282 246 Q 300 236 318 246 L 332 400 L 268 400 Z" fill="${p.light}"/>`
    case 'patch': {
      const x = patchOnLeft ? 245 : 355
      return `<ellipse cx="${x}" cy="352" rx="48" ry="44" fill="${p.accent}" transform="rotate(${patchOnLeft ? -15 : 15} ${x} 352)"/>`
    }
    case 'saddle':
      return `<path d="M 220 250 Q 300 215 380 250 Q 340 300 300 330 Q 260 300 220 250 Z" fill="${p.accent}" fill-opacity="0.55"/>`
    case 'points':
    case 'muzzle':
    case 'tabby':
    case 'colorpoint':
    case 'solid':
      return ''
  }
}

function eyes(look: DogLook, p: CoatPalette): string {
  const dx = look.snout === 'short' ? 68 : 56
  const r = look.snout === 'short' ? 21 : 19
  const brows =
    p.pattern === 'points'
      ? `<ellipse cx="${300 - dx}" cy="${360 - r - 22}" rx="17" ry="11" fill="${p.light}"/>`
      : look.coat === 'wire'
        ? `<path d="M ${300 - dx - 34} ${356 - r} Q ${300 - dx} ${330 - r - 20} ${300 - dx + 32} ${350 - r} Q ${300 - dx} ${340 - r} ${300 - dx - 34} ${356 - r} Z" fill="${p.accent}" stroke="${p.accent}" stroke-width="8" stroke-linejoin="round"/>`
        : ''
  const ring =
    p.fur === '#3b3536' || p.pattern === 'points'
      ? `<circle cx="${300 - dx}" cy="360" r="${r + 5}" fill="#fff" fill-opacity="0.14"/>`
      : ''
  return mirrored(
    brows +
      ring +
      `<circle cx="${300 - dx}" cy="360" r="${r}" fill="${INK}"/>` +
      `<circle cx="${300 - dx + 6}" cy="353" r="${r * 0.34}" fill="#fff"/>` +
      `<circle cx="${300 - dx - 6}" cy="367" r="${r * 0.15}" fill="#fff" fill-opacity="0.7"/>` +
      `<ellipse cx="${300 - dx - 34}" cy="425" rx="22" ry="13" fill="#ff8fa3" fill-opacity="0.3"/>`,
  )
}

function muzzle(look: DogLook, p: CoatPalette, hasTongue: boolean): string {
  const m =
    look.snout === 'short'
      ? { cy: 438, rx: 96, ry: 52 }
      : look.snout === 'long'
        ? { cy: 450, rx: 72, ry: 62 }
        : { cy: 445, rx: 76, ry: 56 }
  // A shepherd's muzzle is dark, but not so dark that the nose disappears.
  const fill = p.pattern === 'saddle' || p.pattern === 'muzzle' ? '#4d3d38' : p.light
  const noseY = m.cy - (look.snout === 'short' ? 30 : 26)
  const noseW = look.snout === 'short' ? 34 : 29
  const mouthY = noseY + 44
  const beard =
    look.coat === 'wire'
      ? `<path d="M ${300 - m.rx + 6} ${m.cy - 4} Q ${300 - m.rx + 20} ${m.cy + 105} 300 ${m.cy + 110} Q ${300 + m.rx - 20} ${m.cy + 105} ${300 + m.rx - 6} ${m.cy - 4} Z" fill="${p.accent}"/>`
      : ''
  const wrinkles =
    look.snout === 'short'
      ? `<path d="M 262 ${noseY - 24} Q 300 ${noseY - 36} 338 ${noseY - 24}" fill="none" stroke="${p.shade}" stroke-width="5" stroke-linecap="round"/>`
      : ''
  const tongue = hasTongue
    ? `<path d="M 282 ${mouthY + 2} L 318 ${mouthY + 2} L 318 ${mouthY + 26} Q 300 ${mouthY + 56} 282 ${mouthY + 26} Z" fill="#f2889a" stroke="#f2889a" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M 300 ${mouthY + 8} L 300 ${mouthY + 30}" stroke="#d9677b" stroke-width="4" stroke-linecap="round"/>`
    : ''
  return (
    `<ellipse cx="300" cy="${m.cy}" rx="${m.rx}" ry="${m.ry}" fill="${fill}"/>` +
    beard +
    wrinkles +
    tongue +
    `<path d="M ${300 - noseW} ${noseY - 6} Q 300 ${noseY - 20} ${300 + noseW} ${noseY - 6} Q ${300 + noseW + 4} ${noseY + 14} 300 ${noseY + 24} Q ${300 - noseW - 4} ${noseY + 14} ${300 - noseW} ${noseY - 6} Z" fill="${INK}"/>` +
    `<ellipse cx="${300 - 10}" cy="${noseY - 6}" rx="10" ry="5" fill="#fff" fill-opacity="0.35"/>` +
    `<path d="M 300 ${noseY + 22} L 300 ${mouthY} M 300 ${mouthY} Q 285 ${mouthY + 16} 266 ${mouthY + 4} M 300 ${mouthY} Q 315 ${mouthY + 16} 334 ${mouthY + 4}" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`
  )
}

/** A friendly flat-style dog head; centred at (300, 370) on the 600×800 canvas. */
export function dogHead(
  look: DogLook,
  p: CoatPalette,
  options: { hasTongue: boolean; patchOnLeft: boolean },
): string {
  const ring =
    look.coat === 'fluffy'
      ? furRing(p.fur, 30, 18, -6)
      : look.coat === 'curly'
        ? furRing(p.fur, 38, 22, -4)
        : ''
  const topKnot =
    look.coat === 'curly'
      ? `<g fill="${p.fur}"><circle cx="300" cy="232" r="48"/><circle cx="255" cy="248" r="38"/><circle cx="345" cy="248" r="38"/></g>` +
        `<g fill="#fff" fill-opacity="0.12"><circle cx="286" cy="220" r="16"/><circle cx="248" cy="240" r="10"/></g>`
      : ''
  return (
    earsBehind(look, p) +
    ring +
    `<ellipse cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}" fill="${p.fur}"/>` +
    markings(p, options.patchOnLeft) +
    topKnot +
    earsInFront(look, p) +
    eyes(look, p) +
    muzzle(look, p, options.hasTongue)
  )
}
