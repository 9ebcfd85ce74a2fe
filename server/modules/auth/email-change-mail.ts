import { escapeHtml } from '../../mail/escape-html.js'
import type { MailMessage } from '../../mail/mailer.js'

/** The two mails of an address change, in Spanish, as plain text and a simple HTML version. */

const page = (paragraphs: string) => `<!doctype html>
<html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${paragraphs}
<p>— El equipo de Huellitas</p>
</body></html>`

/** To the NEW address: the link that applies the change (it proves the mailbox is theirs). */
export function confirmEmailMail(data: {
  to: string
  name: string
  currentEmail: string
  link: string
}): MailMessage {
  const subject = 'Confirma tu nuevo correo de Huellitas'
  const intro = `Pediste usar esta dirección en tu cuenta de Huellitas en lugar de ${data.currentEmail}. Para confirmar el cambio, abre este enlace:`
  const validity =
    'El enlace vale 24 horas y solo se puede usar una vez. Hasta que lo abras, tu cuenta sigue usando el correo anterior.'
  const ignore = 'Si no pediste este cambio, ignora este correo: la cuenta no cambiará.'
  const text = [
    `Hola, ${data.name}:`,
    intro,
    data.link,
    validity,
    ignore,
    '— El equipo de Huellitas',
  ].join('\n\n')
  const html = page(`<p>Hola, ${escapeHtml(data.name)}:</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(data.link)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:12px;text-decoration:none;font-weight:bold">Confirmar mi nuevo correo</a></p>
<p style="font-size:13px;color:#4b5563">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(data.link)}</p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(ignore)}</p>`)
  return { to: data.to, subject, text, html }
}

/** To the OLD address, once the change applied: the owner hears of it even if it was not them. */
export function emailChangedMail(data: {
  to: string
  name: string
  newEmail: string
}): MailMessage {
  const subject = 'El correo de tu cuenta de Huellitas cambió'
  const what = `El correo de tu cuenta de Huellitas ahora es ${data.newEmail}. Desde ahora inicias sesión con esa dirección; esta ya no sirve para entrar ni para recuperar la contraseña.`
  const notYou =
    'Si no hiciste este cambio, escríbenos cuanto antes a soporte@huellitas.app para recuperar tu cuenta.'
  const text = [`Hola, ${data.name}:`, what, notYou, '— El equipo de Huellitas'].join('\n\n')
  const html = page(`<p>Hola, ${escapeHtml(data.name)}:</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(notYou)}</p>`)
  return { to: data.to, subject, text, html }
}
