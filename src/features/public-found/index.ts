/** The public page of a found pet (/encontrados/{id}), opened without an account. */
export { PublicFoundPage } from './PublicFoundPage'
