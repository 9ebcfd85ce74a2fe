/**
 * Lost pets (spec §2 /lost-pets, 'Lost-pet alert dialog', 'Sighting dialog'). What other
 * features use: the alert dialog, lazily (the profile's pet cards open it). The /lost-pets
 * route loads its screen through LazyLostPetsPage. Each is a chunk of its own, so the profile
 * never carries the screen's preload list and the route never carries the dialog's.
 */
export { LazyLostAlertDialog } from './LazyLostAlertDialog'
export { LazyLostPetsPage } from './LazyLostPetsPage'
export type { AlertPet } from './lost-pets.actions'
