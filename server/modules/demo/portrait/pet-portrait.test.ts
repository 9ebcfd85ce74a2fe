import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CAT_BREEDS, DOG_BREEDS } from '../demo-breeds.js'
import { avatarSvg } from './avatar.js'
import { petPortraitSvg, type PortraitSpec } from './pet-portrait.js'

/** Every breed look in every colour it comes in, in each of the three photo variants. */
const specs: PortraitSpec[] = [
  ...DOG_BREEDS.flatMap((breed) =>
    breed.looks.flatMap((look) =>
      breed.colours.map((colour, i) => ({
        look: { species: 'dog' as const, ...look },
        colour,
        seed: i,
        photo: i % 3,
      })),
    ),
  ),
  ...CAT_BREEDS.flatMap((breed) =>
    breed.colours.map((colour, i) => ({
      look: { species: 'cat' as const, ...breed.look, eyeColour: breed.eyeColours[0] ?? '#8fc15a' },
      colour,
      seed: i,
      photo: i % 3,
    })),
  ),
]

describe('petPortraitSvg', () => {
  it('renders every breed and colour as a 600×800 picture', async () => {
    expect(specs.length).toBeGreaterThan(40)
    for (const spec of specs) {
      const svg = petPortraitSvg(spec)
      // A tiny raster is enough to prove librsvg parses and draws it.
      const { info } = await sharp(Buffer.from(svg), { density: 9 }).raw().toBuffer({
        resolveWithObject: true,
      })
      expect([info.width, info.height], `${spec.look.species} ${spec.colour}`).toEqual([75, 100])
    }
  })

  it('varies between the photos of one pet and between pets', () => {
    const base = specs[0] as PortraitSpec
    const photos = [0, 1, 2].map((photo) => petPortraitSvg({ ...base, photo }))
    expect(new Set(photos).size).toBe(3)
    expect(petPortraitSvg({ ...base, seed: 1 })).not.toBe(petPortraitSvg({ ...base, seed: 2 }))
    expect(petPortraitSvg(base)).toBe(petPortraitSvg(base))
  })

  it('paints the coat colour it is given', () => {
    const golden = petPortraitSvg({ ...(specs[0] as PortraitSpec), colour: 'Dorado' })
    expect(golden).toContain('#e2a65a')
    expect(golden).not.toContain('#3b3536')
  })
})

describe('avatarSvg', () => {
  it('renders a 256×256 picture for every hair style', async () => {
    for (const hairStyle of ['short', 'side', 'long', 'bun', 'curly'] as const) {
      const svg = avatarSvg({
        skin: '#e8b58f',
        hair: '#3b2419',
        hairStyle,
        shirt: '#e4572e',
        background: '#ffe1c6',
        hasGlasses: true,
        hasBeard: true,
      })
      const meta = await sharp(Buffer.from(svg)).metadata()
      expect([meta.width, meta.height]).toEqual([256, 256])
    }
  })
})
