/**
 * Contact about a lost pet without exposing numbers (spec §2 /lost-pets 'Enviar mensaje'): the
 * scam warning shown on /lost-pets, beside 'Enviar mensaje' and in the conversation, and how a
 * conversation about a lost pet is named in /chat and in its header. A module of its own so the
 * chat routes carry these few strings, not the lost-pets texts.
 */
export const lostPetContact = {
  scamWarning:
    'Cuidado con las estafas: nunca pagues ni envíes dinero antes de ver a la mascota en persona.',
  title: (pet: string) => `Sobre ${pet} (mascota perdida)`,
  withUser: (name: string) => `con ${name}`,
} as const
