/** Settings › Ayuda: the questions people ask most, answered for this app as it works. */
export const help = {
  title: 'Ayuda',
  close: 'Cerrar',
  intro: 'Respuestas rápidas a las dudas más comunes.',
  questions: [
    {
      q: '¿Cómo registro a mi mascota?',
      a: 'En Perfil toca «Agregar Mascota», completa sus datos y fotos, y guarda. Aparecerá en Explorar para otras personas cercanas.',
    },
    {
      q: '¿Cómo funciona un match?',
      a: 'En Explorar, desliza a la derecha (Me gusta) o a la izquierda (Pasar). Si al dueño de esa mascota también le gusta la tuya, es un match y ya pueden chatear.',
    },
    {
      q: '¿Puedo usar Huellitas sin conexión?',
      a: 'Sí. Lo último que viste se guarda en tu teléfono, y lo que hagas sin conexión (mensajes, swipes, reportes, reservas) queda pendiente y se envía solo cuando vuelve la red.',
    },
    {
      q: 'Mi mascota se perdió, ¿qué hago?',
      a: 'En Perfil, en la tarjeta de tu mascota, toca «Perdido» o «Perdida». Avisamos a las personas cercanas, y cualquiera puede enviarte un avistamiento con foto y lugar desde Perdidas.',
    },
    {
      q: '¿Para qué sirve el código QR?',
      a: 'En Perfil, la tarjeta de cada mascota tiene «Código QR». Imprímelo en su placa o collar: quien la encuentre podrá ver su perfil y cómo contactarte.',
    },
    {
      q: '¿Qué incluye Premium?',
      a: 'Likes ilimitados, 5 super likes al día, ver quién te dio like, deshacer un pase, un impulso de 30 minutos al mes, Pasaporte para buscar en otras ciudades, mensajes prioritarios y recordatorios de tus citas de salud.',
    },
  ],
  contact: '¿No encontraste tu respuesta? Escríbenos a',
  email: 'soporte@huellitas.app',
} as const
