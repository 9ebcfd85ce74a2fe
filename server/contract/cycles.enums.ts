/**
 * The one value set the replicated `cycleRecords` collection's schema needs, alone in a module
 * so the signed-in first load (which opens every collection) takes nothing else of the cycles
 * contract. cycles.messages.ts re-exports it.
 */
export const cyclePhases = ['proestrus', 'estrus', 'metestrus', 'anestrus'] as const
export type CyclePhase = (typeof cyclePhases)[number]
