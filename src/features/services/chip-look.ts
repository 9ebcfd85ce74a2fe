/**
 * The services screens' round choice buttons (the catalogue's category chips, the health
 * screen's tabs): filled brand when chosen, white with a thin ring otherwise. `layout` sizes
 * the chip in its row.
 */
export function chipClassName(isChosen: boolean, layout: string): string {
  const look = isChosen ? 'bg-brand-600 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-200'
  return `min-h-11 rounded-full text-sm font-semibold ${layout} ${look}`
}
