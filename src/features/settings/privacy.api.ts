import { EXPORT_FILE_NAME } from '@contract/privacy.messages'
import { http } from '../../api/http'
import { endDeletedAccountSession } from '../auth/auth-actions'

/**
 * Settings › Privacidad's two online-only calls. Neither goes through the write queue: the
 * export is a read of the server's copy, and a deletion needs the password, which is never kept
 * on the device to be sent later.
 */

/** 'Descargar mis datos': the server streams the JSON; the browser saves it as a file. */
export async function downloadMyData(): Promise<void> {
  const response = await http.get('users/export')
  const url = URL.createObjectURL(await response.blob())
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = EXPORT_FILE_NAME
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // After the click has handed the blob to the download; revoking at once can cancel it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
}

/** 'Eliminar mi cuenta': throws with nothing changed on a wrong password or no network. */
export async function deleteMyAccount(password: string): Promise<void> {
  await http.post('users/delete-account', { json: { password } })
  endDeletedAccountSession()
}
