/** The signed-in home (swipe screen). */
export const home = {
  heading: 'Explorar',
  welcomeTitle: (name: string) => `¡Bienvenido a Huellitas, ${name}!`,
  welcomeText:
    'Para hacer match necesitas registrar al menos una mascota. Mientras tanto, puedes explorar las mascotas cerca de ti.',
  addPet: 'Agregar mi mascota',
  swipeTitle: 'Descubre mascotas',
  swipeDescription:
    'Muy pronto podrás deslizar entre las mascotas cercanas: like, pasar o super like.',
} as const
