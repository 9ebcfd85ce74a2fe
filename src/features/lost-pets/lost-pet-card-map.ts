/**
 * The height of a /lost-pets card's static map (LostPetCard), shared with the keeper that
 * fetches every synced alert's picture for offline use (LostPetsKeeperHost): one number, or the
 * keeper would keep pictures the cards never ask for.
 */
export const LOST_PET_CARD_MAP_HEIGHT = 130
