/**
 * Strings of Settings › Cuenta › 'Cambiar correo' (the dialog and its form) and of the page the
 * confirmation link opens (/confirm-email). Validation and server messages shared with the
 * server live in server/contract/email-change.contract.ts.
 */
export const changeEmail = {
  dialog: {
    title: 'Cambiar correo',
    close: 'Cerrar',
    loading: 'Cargando...',
  },
  form: {
    current: (email: string) => `Tu correo actual es ${email}.`,
    newLabel: 'Nuevo correo electrónico',
    note: 'Te enviaremos un enlace al nuevo correo. El cambio se aplica cuando lo abras, y avisaremos a tu correo actual.',
    submit: 'Enviar enlace',
    submitting: 'Enviando...',
    sentHint:
      'El enlace vale 24 horas y solo se puede usar una vez. Si no lo ves en unos minutos, revisa la carpeta de correo no deseado.',
    close: 'Cerrar',
    offline:
      'Necesitas conexión a internet para cambiar tu correo. Por seguridad no guardamos tu contraseña para enviarla después.',
    failed: 'No se pudo pedir el cambio de correo. Inténtalo de nuevo.',
  },
  confirm: {
    pageTitle: 'Confirmar correo',
    checkingTitle: 'Confirmando tu nuevo correo',
    checking: 'Un momento, estamos aplicando el cambio...',
    doneTitle: '¡Correo actualizado!',
    done: (email: string) =>
      `Desde ahora tu cuenta usa ${email}: inicia sesión con esa dirección. Avisamos a tu correo anterior del cambio.`,
    invalidTitle: 'Este enlace ya no sirve',
    takenTitle: 'No pudimos cambiar tu correo',
    failedTitle: 'No pudimos confirmar el cambio',
    offline: 'Necesitas conexión a internet para confirmar tu nuevo correo.',
    failed: 'No se pudo confirmar el cambio. Inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    toSettings: 'Ir a Configuración',
    login: 'Iniciar sesión',
  },
} as const
