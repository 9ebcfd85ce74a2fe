/** The legal pages (spec §2 'Terms', 'Privacy'), each a route of its own. */
export { LegalPage } from './LegalPage'
