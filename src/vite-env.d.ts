/// <reference types="vite/client" />

/** Build-time settings the client reads (README 'Configuration'). */
interface ImportMetaEnv {
  /**
   * Reverse geocoder (BigDataCloud's reverse-geocode-client API or one answering the same JSON):
   * latitude, longitude and localityLanguage=es are added to this URL. Empty: no lookup, the
   * coordinates are shown instead.
   */
  readonly VITE_REVERSE_GEOCODE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
