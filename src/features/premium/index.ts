/**
 * Premium (spec §2 /premium). What other features use: the undo of the last pass the swipe home
 * offers to premium users. The route loads the screen through LazyPremiumPage.
 */
export { undoLastPass } from './premium.api'
export { LazyPremiumPage } from './LazyPremiumPage'
