// Zod-free, so a screen can use it without loading the validators (text-fields.ts uses it).

// Control characters (C0 but tab and line breaks, DEL, C1) and the bidirectional embeddings,
// overrides and isolates, which can make a name or a message read backwards ('gnp.exe').
// eslint-disable-next-line no-control-regex
const UNWANTED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g
// Spaces and format characters (zero-width spaces and joiners, marks, BOM): text made only of
// them shows nothing.
const INVISIBLE = /[\s\p{Cf}]/gu

/**
 * What every text a user types is stored as: without control or bidirectional override
 * characters, and empty when nothing in it would show (so 'blank' refusals catch it).
 */
export function cleanText(value: string): string {
  const clean = value.replace(UNWANTED, '')
  return clean.replace(INVISIBLE, '') === '' ? '' : clean
}
