import { EXPORT_FILE_NAME } from '@contract/privacy.messages'
import { usersEndpoints as endpoints } from '@contract/users.endpoints'
import { send } from '../../api/call'
import { endDeletedAccountSession } from '../auth'
import { forgetDeviceTraces } from './forget-device-traces'

/**
 * Settings › Privacidad's two online-only calls. Neither goes through the write queue: the
 * export is a read of the server's copy, and a deletion needs the password, which is never kept
 * on the device to be sent later.
 */

/** 'Descargar mis datos': the server streams the JSON; the browser saves it as a file. */
export async function downloadMyData(): Promise<void> {
  const response = await send(endpoints.export)
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
  await send(endpoints.deleteAccount, { json: { password } })
  endDeletedAccountSession()
  forgetDeviceTraces()
}
