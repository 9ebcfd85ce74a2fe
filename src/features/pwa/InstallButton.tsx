import { Download } from 'lucide-react'
import { shell } from '../../i18n/es/shell'
import { installPrompt } from './install-prompt'
import { useInstallPrompt } from './use-install-prompt'

/** The header's install button: shown only while installing is possible (never when installed). */
export function InstallButton() {
  const { mode } = useInstallPrompt()
  if (mode === 'none') return null
  return (
    <button
      type="button"
      aria-label={shell.install}
      onClick={() => void installPrompt.requestInstall()}
      className="rounded-full p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
    >
      <Download aria-hidden="true" className="h-5 w-5" />
    </button>
  )
}
