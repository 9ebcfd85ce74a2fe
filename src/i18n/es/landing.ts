/**
 * Landing page strings. The figures and testimonials are hard-coded sample content (spec §1).
 */
export const landing = {
  nav: {
    label: 'Navegación principal',
    home: 'Huellitas, inicio',
    features: 'Características',
    howItWorks: 'Cómo funciona',
    testimonials: 'Testimonios',
    login: 'Iniciar sesión',
  },
  hero: {
    badge: 'La red social de las mascotas',
    titleStart: 'Encuentra el amigo perfecto para',
    titleAccent: 'tu mascota',
    subtitle:
      'Conecta con dueños cerca de ti, organiza paseos y citas de juego, y cuida la salud de tu mascota desde una sola app.',
    start: 'Comenzar Gratis',
    demo: 'Ver demo',
    trust: ['Gratis para empezar', 'Sin tarjeta de crédito'],
    preview: {
      name: 'Luna, 3 años',
      breed: 'Golden Retriever',
      distance: 'A 2 km',
      tags: ['Juguetona', 'Sociable', 'Vacunada'],
      match: '¡Es un Match!',
    },
  },
  demo: {
    title: 'Huellitas en acción',
    message: 'Video próximamente disponible',
    detail: 'Mientras tanto, crea tu cuenta gratis y explora la app con mascotas de ejemplo.',
    close: 'Cerrar',
  },
  stats: {
    label: 'Huellitas en cifras',
    items: [
      { value: '10,000+', label: 'Mascotas' },
      { value: '5,000+', label: 'Matches' },
      { value: '50+', label: 'Ciudades' },
      { value: '4.9', label: 'Calificación' },
    ],
  },
  features: {
    eyebrow: 'Características',
    title: 'Todo lo que tu mascota necesita',
    subtitle: 'Pensado para dueños responsables, de la primera cita de juego al chequeo anual.',
    items: [
      {
        title: 'Compatibilidad inteligente',
        text: 'Te sugerimos mascotas afines por especie, tamaño, edad, personalidad y cercanía.',
      },
      {
        title: 'Chat en tiempo real',
        text: 'Cuando hay match, conversa al instante con el otro dueño y coordinen el encuentro.',
      },
      {
        title: 'Perfiles verificados',
        text: 'Dueños verificados y perfiles completos para que sepas con quién te encuentras.',
      },
      {
        title: 'Alertas de mascotas perdidas',
        text: 'Reporta una mascota perdida y avisa en minutos a la comunidad de tu zona.',
      },
      {
        title: 'Salud y ciclo reproductivo',
        text: 'Lleva el control de vacunas, recordatorios de salud y el ciclo de tu mascota.',
      },
      {
        title: 'Servicios para mascotas',
        text: 'Veterinarias, estéticas, paseadores y más, cerca de ti y con reserva en línea.',
      },
    ],
  },
  steps: {
    eyebrow: 'Cómo funciona',
    title: 'Empieza en tres pasos',
    items: [
      {
        title: 'Crea el perfil de tu mascota',
        text: 'Sube sus fotos y cuéntanos su raza, edad y personalidad.',
      },
      {
        title: 'Descubre matches',
        text: 'Desliza entre mascotas cercanas. Si ambos se gustan, ¡es un match!',
      },
      {
        title: 'Conecta y agenda',
        text: 'Chatea con el otro dueño y acuerden un paseo o una cita de juego.',
      },
    ],
  },
  testimonials: {
    eyebrow: 'Testimonios',
    title: 'Lo que dicen nuestros usuarios',
    rating: '5 de 5 estrellas',
    dot: (n: number) => `Ver testimonio ${n}`,
    items: [
      {
        quote:
          'Luna era muy tímida con otros perros. Gracias a Huellitas encontramos a Max, su mejor amigo, a dos cuadras de casa. Ahora pasean juntos todos los sábados.',
        name: 'María González',
        detail: 'San Salvador · dueña de Luna',
      },
      {
        quote:
          'Cuando Toby se escapó publiqué una alerta y en menos de una hora una vecina lo vio en el parque. No sé qué habría hecho sin esta comunidad.',
        name: 'Carlos Hernández',
        detail: 'Santa Tecla · dueño de Toby',
      },
      {
        quote:
          'Tengo los recordatorios de vacunas y las citas del veterinario en un solo lugar. Y el chat hace que coordinar con otros dueños sea facilísimo.',
        name: 'Ana Martínez',
        detail: 'Antiguo Cuscatlán · dueña de Michi',
      },
    ],
  },
  cta: {
    title: '¿Tu mascota quiere hacer nuevos amigos?',
    subtitle:
      'Únete gratis a la comunidad de Huellitas y encuentra compañeros de juego cerca de ti.',
    register: 'Crear cuenta gratis',
    login: 'Ya tengo cuenta',
  },
  footer: {
    tagline: 'Conectando mascotas y dueños que se cuidan.',
    productHeading: 'Huellitas',
    legalHeading: 'Legal',
    links: ['Acerca de', 'Contacto', 'Blog', 'Ayuda'],
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    copyright: '© 2026 Huellitas. Todos los derechos reservados.',
  },
} as const
