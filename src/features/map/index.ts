/**
 * Maps (spec §2, §4, §7; design.md pitfalls): an interactive map, the location picker, the
 * pet profile's area map and static pictures for lists. Everything here is small glue: maplibre
 * and the components that use it are lazy chunks, loaded when a map is first shown.
 */
export { LazyMap, MapFrame } from './LazyMap'
export { LazyLocationPicker } from './LazyLocationPicker'
export { LazyAreaMap } from './LazyAreaMap'
export { LazySavedAreasSection } from './LazySavedAreasSection'
export { StaticMap, type StaticMapProps } from './StaticMap'
export { sourcesForScreen, staticMapSources } from './static-map-sources'
export { DEFAULT_CENTER, DEFAULT_ZOOM, MAP_HEIGHT_PX, STATIC_MAP_ZOOM } from './map-constants'
export type { LatLng } from './map-constants'
export type { MapViewProps } from './MapView'
export type { LocationPickerProps } from './LocationPicker'
export type { PickedLocation, PickedAddress } from './use-location-picker'
export { MapLocationSection, type MapLocationSectionProps } from './MapLocationSection'
