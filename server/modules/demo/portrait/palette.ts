/**
 * Coat colours of the demo pets: the Spanish text stored in pets.color, and how the portrait
 * paints it. The pattern lives with the colour name on purpose ('Negro y fuego' is the
 * Rottweiler's tan points, 'Negro y café' the shepherd's saddle), so a breed only lists names.
 */
export type CoatPattern =
  | 'solid'
  /** dark coat with tan eyebrows, cheeks and muzzle (Rottweiler, Doberman, Yorkie) */
  | 'points'
  /** tan face, dark ears and muzzle, dark back (Pastor Alemán) */
  | 'saddle'
  /** dark ears and muzzle on a light coat (Pug, Boxer) */
  | 'muzzle'
  /** dark cap with a white face mask below the eyes (Husky) */
  | 'mask'
  /** white blaze down the face and a white muzzle (Beagle, Border Collie, Boxer) */
  | 'blaze'
  /** a dark patch around one eye (mestizos, Jack Russell) */
  | 'patch'
  /** forehead and cheek stripes (cats) */
  | 'tabby'
  /** pale coat with a dark face mask and ears (Siamés) */
  | 'colorpoint'

export interface CoatPalette {
  fur: string
  shade: string
  /** muzzle, chest and inner markings */
  light: string
  ear: string
  /** second colour of patterned coats: points, patches, stripes */
  accent: string
  pattern: CoatPattern
}

const palette = (
  fur: string,
  shade: string,
  light: string,
  ear: string,
  accent: string,
  pattern: CoatPattern = 'solid',
): CoatPalette => ({ fur, shade, light, ear, accent, pattern })

export const COAT_PALETTES = {
  Dorado: palette('#e2a65a', '#c98a3e', '#f7dcae', '#c6843a', '#b8742f'),
  Crema: palette('#f0d7ac', '#dcbd88', '#fff3df', '#d6b27c', '#c99f66'),
  Amarillo: palette('#edc27e', '#d6a55c', '#fbe6c1', '#d19d55', '#b9843f'),
  Negro: palette('#3b3536', '#2a2526', '#5b5355', '#2a2526', '#1e1a1b'),
  Chocolate: palette('#7b4a2b', '#5f361e', '#a87350', '#5a331c', '#4a2915'),
  Café: palette('#8e5a34', '#704425', '#c2956c', '#6b4023', '#5a341b'),
  Canela: palette('#cf7c3f', '#b1632b', '#f2cba1', '#aa5d28', '#8f4a1d'),
  Blanco: palette('#f8f5f0', '#e6dfd5', '#ffffff', '#eadbc8', '#d9c7b0'),
  Gris: palette('#9aa1a9', '#7e858d', '#d6d9dc', '#7a8189', '#60666d'),
  'Sal y pimienta': palette('#8d9196', '#6f7378', '#e3e4e5', '#6c7075', '#f1f1f1'),
  Albaricoque: palette('#eab27b', '#d49660', '#fbe1c4', '#d0925b', '#bf7f47'),
  'Negro y fuego': palette('#34292a', '#231b1c', '#c98144', '#231b1c', '#c98144', 'points'),
  'Negro y café': palette('#c78845', '#a86e33', '#e7b57a', '#2f2626', '#2f2626', 'saddle'),
  Leonado: palette('#dcae74', '#c39358', '#f2d6ae', '#3a302d', '#3a302d', 'muzzle'),
  'Gris y blanco': palette('#7f8893', '#656d77', '#ffffff', '#5f6771', '#f4f4f4', 'mask'),
  'Negro y blanco': palette('#3a3a40', '#26262b', '#ffffff', '#26262b', '#f4f4f4', 'mask'),
  'Rojo y blanco': palette('#c7723b', '#a95d2c', '#fff6ec', '#a4592a', '#fff6ec', 'mask'),
  Tricolor: palette('#b9743a', '#98602f', '#ffffff', '#7d4a22', '#ffffff', 'blaze'),
  'Blanco y negro': palette('#36323a', '#25222a', '#ffffff', '#25222a', '#ffffff', 'blaze'),
  Atigrado: palette('#6f5340', '#56402f', '#f3e6d6', '#4d392b', '#ffffff', 'blaze'),
  'Blanco con manchas': palette('#f7f3ec', '#e4dccf', '#ffffff', '#7a5236', '#7a5236', 'patch'),
  'Crema con manchas negras': palette(
    '#f1ddb8',
    '#dcc497',
    '#fff6e6',
    '#3a3334',
    '#3a3334',
    'patch',
  ),
  'Naranja atigrado': palette('#ec9c52', '#d07f37', '#fde6cb', '#d4823c', '#c06a25', 'tabby'),
  'Gris atigrado': palette('#a1a5ab', '#868a91', '#eceef0', '#878b92', '#63676e', 'tabby'),
  'Café atigrado': palette('#a97a52', '#8c6240', '#efdcc6', '#8a613f', '#5e3f26', 'tabby'),
  'Gris azulado': palette('#8e9aab', '#768293', '#b9c3d0', '#737f90', '#66717f'),
  'Crema con puntas oscuras': palette(
    '#f1e4cf',
    '#dccbb0',
    '#fbf4e8',
    '#5a4233',
    '#5a4233',
    'colorpoint',
  ),
  Esmoquin: palette('#2f2c30', '#211f22', '#ffffff', '#211f22', '#ffffff', 'blaze'),
} as const satisfies Record<string, CoatPalette>

export type CoatColour = keyof typeof COAT_PALETTES

/** Soft two-stop backgrounds; each photo of a pet gets a different one. */
export const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#ffe1c6', '#ffc4a3'],
  ['#d9f2e6', '#b4e3cf'],
  ['#dceafe', '#b9d3fb'],
  ['#f3e1ff', '#dcc2fa'],
  ['#fff3c4', '#ffe08a'],
  ['#ffdbe4', '#ffbacb'],
  ['#d5f3f6', '#a9e2ea'],
  ['#e9f5d0', '#cfe8a4'],
]

/** Collar and bandana colours. */
export const ACCENTS: readonly string[] = [
  '#e4572e',
  '#2e86de',
  '#10ac84',
  '#8e44ad',
  '#f368e0',
  '#ff9f1a',
  '#d63031',
  '#0abde3',
]
