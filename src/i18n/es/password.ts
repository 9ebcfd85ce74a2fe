/**
 * Strings of the password screens: the reset (/forgot-password, /reset-password) and the
 * change form of Settings → Cuenta. Validation and
 * server messages shared with the server live in server/contract/password.contract.ts.
 */
export const password = {
  forgot: {
    pageTitle: 'Recuperar contraseña',
    title: '¿Olvidaste tu contraseña?',
    subtitle: 'Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva.',
    submit: 'Enviar enlace',
    submitting: 'Enviando...',
    sentTitle: 'Revisa tu correo',
    sent: (email: string) =>
      `Si hay una cuenta con ${email}, te enviamos un enlace para crear una nueva contraseña.`,
    sentHint:
      'El enlace vale 1 hora y solo se puede usar una vez. Si no lo ves en unos minutos, revisa la carpeta de correo no deseado.',
    sendAnother: 'Enviar a otro correo',
    failed: 'No se pudo enviar el enlace. Inténtalo de nuevo.',
    offline: 'Necesitas conexión a internet para pedir el enlace.',
    remembered: '¿La recordaste?',
    login: 'Inicia sesión',
  },
  reset: {
    pageTitle: 'Nueva contraseña',
    title: 'Crea una nueva contraseña',
    subtitle:
      'Usa al menos 6 caracteres. Al guardarla se cerrará la sesión en todos tus dispositivos.',
    checking: 'Comprobando el enlace...',
    newPassword: { label: 'Nueva contraseña', placeholder: 'Crea una contraseña' },
    confirmPassword: {
      label: 'Confirmar nueva contraseña',
      placeholder: 'Repite la contraseña',
      show: 'Mostrar confirmación',
      hide: 'Ocultar confirmación',
    },
    submit: 'Guardar contraseña',
    submitting: 'Guardando...',
    failed: 'No se pudo guardar la contraseña. Inténtalo de nuevo.',
    offline: 'Necesitas conexión a internet para crear tu nueva contraseña.',
    invalidTitle: 'Este enlace ya no sirve',
    askAgain: 'Pedir un enlace nuevo',
    doneTitle: '¡Contraseña actualizada!',
    done: 'Ya puedes iniciar sesión con tu nueva contraseña. Cerramos la sesión en todos tus dispositivos.',
    login: 'Iniciar sesión',
    remembered: '¿La recordaste?',
  },
  /** Settings → Cuenta → Cambiar contraseña: the form (spec §5 rules for the new password). */
  change: {
    close: 'Cerrar',
    currentLabel: 'Contraseña actual',
    showCurrent: 'Mostrar contraseña actual',
    hideCurrent: 'Ocultar contraseña actual',
    newPassword: {
      label: 'Nueva contraseña',
      hint: 'Usa al menos 6 caracteres.',
      show: 'Mostrar nueva contraseña',
      hide: 'Ocultar nueva contraseña',
    },
    confirmPassword: {
      label: 'Confirmar nueva contraseña',
      show: 'Mostrar confirmación',
      hide: 'Ocultar confirmación',
    },
    note: 'Al cambiarla se cerrará la sesión en tus otros dispositivos; en este seguirás dentro.',
    submit: 'Cambiar contraseña',
    submitting: 'Guardando...',
    done: 'Listo: tu contraseña se cambió y cerramos la sesión en tus otros dispositivos.',
    offline:
      'Necesitas conexión a internet para cambiar tu contraseña. Por seguridad no la guardamos para enviarla después.',
    failed: 'No se pudo cambiar la contraseña. Inténtalo de nuevo.',
  },
} as const
