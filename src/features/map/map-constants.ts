/** Spec constants table: 'Map default centre 13.6929, -89.2182, zoom 15, height 300 px'. */
export const DEFAULT_CENTER = { latitude: 13.6929, longitude: -89.2182 } as const
export const DEFAULT_ZOOM = 15
export const MAP_HEIGHT_PX = 300
/** Spec constants table: 'Lost-pet card map zoom 15'. */
export const STATIC_MAP_ZOOM = 15

export interface LatLng {
  latitude: number
  longitude: number
}
