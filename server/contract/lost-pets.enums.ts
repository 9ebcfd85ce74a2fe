/**
 * The two value sets the replicated `lostPets` collection's schema needs, alone in a module so
 * the signed-in first load (which opens every collection) takes nothing else of the lost-pets
 * contract. lost-pets.messages.ts re-exports them.
 */
export const urgencyLevels = ['low', 'medium', 'high', 'critical'] as const
export type UrgencyLevel = (typeof urgencyLevels)[number]
export const lostPetStatuses = ['active', 'found'] as const
export type LostPetStatus = (typeof lostPetStatuses)[number]
