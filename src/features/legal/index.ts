/** The legal pages (spec §2 'Terms', 'Privacy'), each a route of its own. */
export { PrivacyPage } from './PrivacyPage'
export { TermsPage } from './TermsPage'
