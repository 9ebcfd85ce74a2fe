/** 'Guardar esta zona sin conexión': for the map component's lazy chunk only. */
export { SaveAreaControl } from './SaveAreaControl'
export { savedAreas, type SavedArea } from './saved-areas'
