import { createRandom } from '../prng.js'
import { catHead, type CatLook } from './cat.js'
import { dogHead, type DogLook } from './dog.js'
import { ACCENTS, BACKDROPS, COAT_PALETTES, type CoatColour } from './palette.js'
import { backdrop, bust, neckwear, svgDocument, type Accessory } from './scene.js'

export type PortraitLook = ({ species: 'dog' } & DogLook) | ({ species: 'cat' } & CatLook)

export interface PortraitSpec {
  look: PortraitLook
  colour: CoatColour
  /** per-pet number: picks the backdrop, accent colour and decoration */
  seed: number
  /** 0-based photo number: each photo of a pet is a slightly different pose and setting */
  photo: number
}

/** The SVG of one illustrated pet photo, 600×800. */
export function petPortraitSvg(spec: PortraitSpec): string {
  const random = createRandom(spec.seed * 31 + spec.photo)
  const palette = COAT_PALETTES[spec.colour]
  const backdropColours = BACKDROPS[(spec.seed + spec.photo * 3) % BACKDROPS.length]
  const accent = ACCENTS[(spec.seed * 7 + spec.photo) % ACCENTS.length] ?? '#e4572e'
  const isCat = spec.look.species === 'cat'
  // Photo 1 is the plain portrait; later ones tilt the head and change what is worn.
  const tilt = [0, -7, 8][spec.photo % 3] ?? 0
  const accessories: Accessory[] = isCat ? ['collar', 'bow', 'none'] : ['collar', 'bandana', 'none']
  const accessory = accessories[(spec.seed + spec.photo) % 3] ?? 'collar'
  const hasChest = !['solid', 'tabby', 'muzzle'].includes(palette.pattern)
  const bodyFur = palette.pattern === 'saddle' ? palette.accent : palette.fur
  const head =
    spec.look.species === 'dog'
      ? dogHead(spec.look, palette, {
          hasTongue: (spec.seed + spec.photo) % 2 === 0,
          patchOnLeft: spec.seed % 2 === 0,
        })
      : catHead(spec.look, palette)
  // The saddle's flanks are darker than its dark back, not tan like the face.
  const shade = palette.pattern === 'saddle' ? '#1f1919' : palette.shade
  const figure =
    bust({ fur: bodyFur, shade, chest: hasChest ? palette.light : null }, isCat) +
    `<ellipse cx="300" cy="${isCat ? 505 : 495}" rx="78" ry="22" fill="#000" fill-opacity="0.1"/>` +
    neckwear(accessory, accent, isCat) +
    `<g transform="rotate(${tilt} 300 520)">${head}</g>`
  // Scaled up from the bottom centre so the pet fills the frame.
  return svgDocument(
    backdrop(random, backdropColours ?? ['#ffe1c6', '#ffc4a3']) +
      `<g transform="translate(300 800) scale(1.1) translate(-300 -800)">${figure}</g>`,
  )
}
