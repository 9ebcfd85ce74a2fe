/**
 * Texts of the Add pet and Edit pet screens (spec §2, §3 'Pet form', §5 'Pet photo picker',
 * 'Pet form' and 'Geolocation', §8 'Pet forms'). The validation messages themselves come from
 * the contract (petMessages), shared with the server.
 */
export const petForm = {
  add: {
    title: 'Agregar Mascota',
    subtitle: 'Crea el perfil de tu mascota para encontrar amigos cerca.',
    submit: 'Agregar Mascota',
    submitting: 'Guardando...',
  },
  edit: {
    title: 'Editar Mascota',
    subtitle: 'Actualiza los datos y las fotos de tu mascota.',
    submit: 'Guardar cambios',
    submitting: 'Guardando...',
    // §8
    loadError: 'Error al cargar los datos de la mascota',
    backToProfile: 'Volver a mi perfil',
  },
  cancel: 'Cancelar',
  sections: {
    photos: 'Fotos',
    basics: 'Información básica',
    personalities: 'Personalidad',
    location: 'Ubicación',
    qrProfile: 'Código QR y emergencias',
  },
  qrProfile: {
    hint: 'Quien escanee el código QR de tu mascota verá solo lo que elijas mostrar.',
    ownerContact: 'Tu contacto',
    ownerContactPlaceholder: 'Ej. +503 7000-0000',
    medicalNeeds: 'Necesidades médicas',
    medicalNeedsPlaceholder: 'Ej. Toma medicina para el corazón cada 12 horas',
    allergies: 'Alergias',
    allergiesPlaceholder: 'Ej. Pollo, picaduras de pulga',
    vetPhone: 'Teléfono del veterinario',
    vetPhonePlaceholder: 'Ej. 2222-3333',
    showOwnerContact: 'Mostrar mi contacto a quien escanee el código',
    showOwnerContactHint: 'Apagado: quien la encuentre te avisa por la app sin ver tu teléfono.',
    showEmergencyInfo: 'Mostrar la información de emergencia',
  },
  fields: {
    name: 'Nombre',
    namePlaceholder: 'Ej. Luna',
    breed: 'Raza',
    breedPlaceholder: 'Ej. Golden Retriever',
    age: 'Edad (años)',
    gender: 'Sexo',
    genderPlaceholder: 'Selecciona',
    male: 'Macho',
    female: 'Hembra',
    description: 'Descripción',
    descriptionPlaceholder: 'Cuéntanos cómo es tu mascota, qué le gusta...',
  },
  personalities: {
    hint: 'Elige las que mejor describen a tu mascota.',
    categories: {
      energy: 'Energía',
      social: 'Social',
      behavior: 'Comportamiento',
      intelligence: 'Inteligencia',
      temperament: 'Temperamento',
      adaptability: 'Adaptabilidad',
    },
    // §8
    loadError: 'Error al cargar las personalidades',
    retry: 'Reintentar',
    loading: 'Cargando personalidades...',
    selected: (count: number) => (count === 1 ? '1 seleccionada' : `${count} seleccionadas`),
  },
  location: {
    useMine: 'Usar mi ubicación',
    locating: 'Obteniendo tu ubicación...',
    label: 'Dirección o zona',
    placeholder: 'Ej. Colonia Escalón, San Salvador',
    hint: 'Usamos tu ubicación para mostrar tu mascota a dueños cercanos.',
    coordinates: (text: string) => `Coordenadas: ${text}`,
    // §5 'Geolocation' (the pet forms' wording)
    unsupported: 'Tu navegador no soporta geolocalización',
    denied: 'No se pudo obtener tu ubicación. Verifica los permisos del navegador.',
  },
  photos: {
    hint: 'Hasta 5 fotos, de 5 MB como máximo. La primera es la principal.',
    add: 'Agregar fotos',
    main: 'Principal',
    remove: (index: number) => `Quitar foto ${index}`,
    moveLeft: (index: number) => `Mover foto ${index} a la izquierda`,
    moveRight: (index: number) => `Mover foto ${index} a la derecha`,
    alt: (index: number) => `Foto ${index} de tu mascota`,
    count: (count: number, max: number) => `${count} de ${max}`,
  },
} as const
