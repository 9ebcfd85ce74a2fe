/** A place named for people: what the geocoder's fallback chain (geocoder.ts) answers. */
export interface PlaceAddress {
  /** the whole answer by the chain above: what the user reads about their own place */
  address: string
  /**
   * The same place without its road: what may be shown to other people (a pet's place). The
   * road of a pin dropped at home would be the owner's street (design.md 'Privacy of places').
   */
  area: string
  city: string | null
  country: string | null
  /** true when no geocoder answered: the texts are the nearest known place or the coordinates */
  isFallback: boolean
}
