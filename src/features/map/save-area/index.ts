/** 'Guardar esta zona sin conexión' (issue 14): for the map component's lazy chunk only. */
export { SaveAreaControl } from './SaveAreaControl'
export { savedAreas, type SavedArea } from './saved-areas'
