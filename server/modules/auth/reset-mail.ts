import { escapeHtml } from '../../mail/escape-html.js'
import type { MailMessage } from '../../mail/mailer.js'

/** The password-reset e-mail, in Spanish, as plain text and a simple HTML version. */
export interface ResetMailData {
  to: string
  name: string
  link: string
}

export function resetMail({ to, name, link }: ResetMailData): MailMessage {
  const subject = 'Restablece tu contraseña de Huellitas'
  const intro =
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Huellitas. Para elegir una nueva, abre este enlace:'
  const validity =
    'El enlace vale 1 hora y solo se puede usar una vez. Al cambiar la contraseña se cerrará la sesión en todos tus dispositivos.'
  const ignore = 'Si no pediste este cambio, ignora este correo: tu contraseña no cambiará.'
  const text = [`Hola, ${name}:`, intro, link, validity, ignore, '— El equipo de Huellitas'].join(
    '\n\n',
  )
  const html = `<!doctype html>
<html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Hola, ${escapeHtml(name)}:</p>
<p>${intro}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:12px;text-decoration:none;font-weight:bold">Crear una nueva contraseña</a></p>
<p style="font-size:13px;color:#4b5563">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(link)}</p>
<p>${validity}</p>
<p>${ignore}</p>
<p>— El equipo de Huellitas</p>
</body></html>`
  return { to, subject, text, html }
}
