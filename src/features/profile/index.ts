/** The user's own profile screen (/profile). */
export { ProfilePage } from './ProfilePage'
