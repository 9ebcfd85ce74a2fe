/** Favorites ('Mis Matches'): the grid of liked pets, read through features/connections. */
export { FavoritesPage } from './FavoritesPage'
