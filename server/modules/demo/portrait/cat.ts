import type { CoatPalette } from './palette.js'
import { mirrored } from './scene.js'

export interface CatLook {
  /** 'tufted': lynx tips (Maine Coon); 'small': the Persian's low ears */
  ears: 'pointy' | 'small' | 'tufted'
  coat: 'short' | 'fluffy'
  eyeColour: string
}

const HEAD = { cx: 300, cy: 385, rx: 158, ry: 128 }
const INK = '#3a2f2f'
const PINK = '#f4a3b1'

function ears(look: CatLook, p: CoatPalette): string {
  const ear = p.pattern === 'colorpoint' || p.pattern === 'blaze' ? p.ear : p.fur
  if (look.ears === 'small') {
    return mirrored(
      `<path d="M 172 292 L 188 182 L 258 240 Z" fill="${ear}" stroke="${ear}" stroke-width="20" stroke-linejoin="round"/>` +
        `<path d="M 190 270 L 198 214 L 238 246 Z" fill="${PINK}" stroke="${PINK}" stroke-width="8" stroke-linejoin="round"/>`,
    )
  }
  const tuft =
    look.ears === 'tufted'
      ? `<path d="M 176 168 L 168 118 L 188 160 Z" fill="${p.accent}" stroke="${p.accent}" stroke-width="6" stroke-linejoin="round"/>`
      : ''
  return mirrored(
    tuft +
      `<path d="M 160 330 L 176 168 L 272 262 Z" fill="${ear}" stroke="${ear}" stroke-width="20" stroke-linejoin="round"/>` +
      `<path d="M 184 300 L 192 208 L 246 262 Z" fill="${PINK}" stroke="${PINK}" stroke-width="10" stroke-linejoin="round"/>`,
  )
}

function fluff(p: CoatPalette): string {
  let circles = ''
  for (let angle = 0; angle < 360; angle += 16) {
    const rad = (angle * Math.PI) / 180
    const x = HEAD.cx + (HEAD.rx - 4) * Math.cos(rad)
    const y = HEAD.cy + (HEAD.ry - 2) * Math.sin(rad)
    circles += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="30"/>`
  }
  return `<g fill="${p.fur}">${circles}</g>`
}

function markings(p: CoatPalette): string {
  switch (p.pattern) {
    case 'tabby':
      return (
        `<g fill="none" stroke="${p.accent}" stroke-width="11" stroke-linecap="round">` +
        `<path d="M 300 262 L 300 318"/><path d="M 262 270 Q 270 296 276 318"/><path d="M 338 270 Q 330 296 324 318"/>` +
        `<path d="M 146 392 L 194 398"/><path d="M 150 424 L 196 420"/><path d="M 454 392 L 406 398"/><path d="M 450 424 L 404 420"/></g>`
      )
    case 'colorpoint':
      return (
        `<defs><radialGradient id="point"><stop offset="0.35" stop-color="${p.accent}"/>` +
        `<stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient></defs>` +
        `<ellipse cx="300" cy="418" rx="120" ry="96" fill="url(#point)"/>`
      )
    case 'blaze':
      return `<path d="M 286 300 Q 300 290 314 300 L 336 420 L 264 420 Z" fill="${p.light}"/>`
    case 'patch':
      return `<ellipse cx="370" cy="320" rx="62" ry="52" fill="${p.accent}"/>`
    case 'solid':
    case 'points':
    case 'saddle':
    case 'muzzle':
    case 'mask':
      return ''
  }
}

function face(look: CatLook, p: CoatPalette): string {
  const big = look.coat === 'fluffy'
  const eye = (x: number): string =>
    `<ellipse cx="${x}" cy="372" rx="${big ? 27 : 24}" ry="${big ? 28 : 25}" fill="${look.eyeColour}" stroke="${INK}" stroke-width="4"/>` +
    `<ellipse cx="${x}" cy="372" rx="7" ry="${big ? 19 : 18}" fill="#1b1718"/>` +
    `<circle cx="${x + 8}" cy="362" r="6" fill="#fff"/>` +
    `<circle cx="${x - 8}" cy="384" r="3" fill="#fff" fill-opacity="0.7"/>`
  const pads = p.pattern === 'colorpoint' ? '#7a6152' : p.light
  return (
    mirrored(
      eye(240) +
        `<ellipse cx="196" cy="430" rx="22" ry="12" fill="#ff8fa3" fill-opacity="0.3"/>` +
        `<circle cx="283" cy="448" r="22" fill="${pads}"/>` +
        `<g stroke="${p.pattern === 'colorpoint' || p.fur === '#2f2c30' ? '#ffffff' : INK}" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round">` +
        `<path d="M 250 444 L 150 428"/><path d="M 250 454 L 146 458"/><path d="M 252 464 L 156 492"/></g>`,
    ) +
    `<path d="M 284 422 Q 300 414 316 422 Q 308 437 300 440 Q 292 437 284 422 Z" fill="${PINK}" stroke="${PINK}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M 300 440 L 300 452 M 300 452 Q 289 464 276 456 M 300 452 Q 311 464 324 456" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`
  )
}

/** A friendly flat-style cat head; centred at (300, 385) on the 600×800 canvas. */
export function catHead(look: CatLook, p: CoatPalette): string {
  const cheeks = mirrored(
    `<path d="M 150 400 L 118 430 L 160 440 L 130 468 L 185 470 Z" fill="${p.fur}" stroke="${p.fur}" stroke-width="10" stroke-linejoin="round"/>`,
  )
  return (
    ears(look, p) +
    (look.coat === 'fluffy' ? fluff(p) : cheeks) +
    `<ellipse cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}" fill="${p.fur}"/>` +
    markings(p) +
    face(look, p)
  )
}
