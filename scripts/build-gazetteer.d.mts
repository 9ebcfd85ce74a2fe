// Types of build-gazetteer.mjs for the TypeScript code that imports it (tests, later tools).
export declare const GAZETTEER_COUNTRIES: readonly string[]
export declare const GAZETTEER_SCALE: number
export declare const GAZETTEER_ATTRIBUTION: string

export interface CitiesJsonEntry {
  name: string
  lat: string
  lng: string
  country: string
}

export declare function buildGazetteer(
  entries: readonly CitiesJsonEntry[],
  options?: { countries?: readonly string[]; scale?: number },
): {
  format: 1
  attribution: string
  scale: number
  countries: Record<string, { names: string; lat: number[]; lng: number[] }>
}
