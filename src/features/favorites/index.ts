/** Favorites ('Mis Matches', issue 5): the grid of liked pets, read through features/connections. */
export { FavoritesPage } from './FavoritesPage'
