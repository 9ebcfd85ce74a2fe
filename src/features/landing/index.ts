/**
 * The landing page a visitor sees at '/' (spec §2 'Landing'). The '/' route loads it lazily by
 * path (its own chunk); the server-rendered public pages import it from here.
 */
export { default as LandingPage } from './LandingPage'
