/**
 * The public page a pet's QR code opens for a visitor (/pet/{id} without an account). The route
 * loads it lazily by path (its own chunk); the server-rendered public pages import it from here.
 */
export { default as PublicPetPage } from './PublicPetPage'
