/**
 * The happy ending's words, shared by a found alert's public page and a reunited found report:
 * a module of its own so that the lost pet's page loads these words, not the found-report texts.
 */
export const REUNITED_TEXT = 'Reunido con su familia'
