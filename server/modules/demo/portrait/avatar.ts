/** Illustrated head-and-shoulders avatars for the demo owners, 256×256. */
export type HairStyle = 'short' | 'side' | 'long' | 'bun' | 'curly'

export interface AvatarLook {
  skin: string
  hair: string
  hairStyle: HairStyle
  shirt: string
  background: string
  hasGlasses?: boolean
  hasBeard?: boolean
}

const INK = '#2d2326'

function hairBehind(look: AvatarLook): string {
  switch (look.hairStyle) {
    case 'long':
      return `<path d="M 72 118 C 58 34 198 34 184 118 L 194 214 Q 128 232 62 214 Z" fill="${look.hair}"/>`
    case 'curly': {
      let circles = ''
      for (const [x, y] of [
        [84, 92],
        [100, 68],
        [128, 58],
        [156, 68],
        [172, 92],
        [180, 122],
        [76, 122],
        [82, 150],
        [174, 150],
      ] as const) {
        circles += `<circle cx="${x}" cy="${y}" r="24"/>`
      }
      return `<g fill="${look.hair}">${circles}</g>`
    }
    case 'bun':
      return `<circle cx="128" cy="44" r="22" fill="${look.hair}"/>`
    case 'short':
    case 'side':
      return ''
  }
}

function hairOnTop(look: AvatarLook): string {
  switch (look.hairStyle) {
    case 'short':
      return `<path d="M 76 122 C 62 36 194 36 180 122 C 174 94 152 84 128 84 C 104 84 82 94 76 122 Z" fill="${look.hair}"/>`
    case 'side':
      return `<path d="M 76 122 C 62 34 196 34 180 120 C 170 98 150 92 136 88 C 120 102 96 108 76 122 Z" fill="${look.hair}"/>`
    case 'long':
      return `<path d="M 74 128 C 62 40 194 40 182 128 C 170 100 148 88 132 86 C 118 102 96 112 74 128 Z" fill="${look.hair}"/>`
    case 'bun':
      return `<path d="M 76 122 C 64 38 192 38 180 122 C 174 94 152 84 128 84 C 104 84 82 94 76 122 Z" fill="${look.hair}"/>`
    case 'curly':
      return `<g fill="${look.hair}"><circle cx="104" cy="84" r="20"/><circle cx="128" cy="78" r="20"/><circle cx="152" cy="84" r="20"/></g>`
  }
}

export function avatarSvg(look: AvatarLook): string {
  const beard = look.hasBeard
    ? `<path d="M 82 132 Q 88 186 128 190 Q 168 186 174 132 Q 164 156 150 158 Q 128 150 106 158 Q 92 156 82 132 Z" fill="${look.hair}"/>`
    : ''
  const glasses = look.hasGlasses
    ? `<g fill="none" stroke="${INK}" stroke-width="3.5"><circle cx="109" cy="121" r="14"/><circle cx="147" cy="121" r="14"/><path d="M 123 119 Q 128 115 133 119"/></g>`
    : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="${look.background}"/>` +
    `<circle cx="210" cy="44" r="60" fill="#fff" fill-opacity="0.25"/>` +
    hairBehind(look) +
    `<path d="M 112 150 L 144 150 L 148 196 L 108 196 Z" fill="${look.skin}"/>` +
    `<path d="M 112 168 Q 128 180 144 168 L 144 158 L 112 158 Z" fill="#000" fill-opacity="0.08"/>` +
    `<path d="M 36 256 C 40 206 84 184 128 184 C 172 184 216 206 220 256 Z" fill="${look.shirt}"/>` +
    `<path d="M 108 186 Q 128 210 148 186" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="80" cy="124" r="11" fill="${look.skin}"/><circle cx="176" cy="124" r="11" fill="${look.skin}"/>` +
    `<ellipse cx="128" cy="120" rx="48" ry="56" fill="${look.skin}"/>` +
    beard +
    hairOnTop(look) +
    `<g fill="${INK}"><circle cx="109" cy="122" r="5"/><circle cx="147" cy="122" r="5"/></g>` +
    `<g fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.75">` +
    `<path d="M 99 106 Q 109 101 118 105"/><path d="M 138 105 Q 147 101 157 106"/></g>` +
    glasses +
    `<g fill="#ff8fa3" fill-opacity="0.35"><ellipse cx="98" cy="142" rx="9" ry="5"/><ellipse cx="158" cy="142" rx="9" ry="5"/></g>` +
    `<path d="M 125 130 Q 128 137 131 130" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M 113 150 Q 128 162 143 150" fill="none" stroke="#8a3b3b" stroke-width="4" stroke-linecap="round"/>` +
    `</svg>`
  )
}
