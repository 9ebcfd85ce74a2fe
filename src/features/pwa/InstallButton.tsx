import { Download } from 'lucide-react'
import { shell } from '../../i18n/es/shell'
import { installPrompt } from './install-prompt'
import { useInstallPrompt } from './use-install-prompt'
import { Button } from '../../ui/Button'

/** The header's install button: shown only while installing is possible (never when installed). */
export function InstallButton() {
  const { mode } = useInstallPrompt()
  if (mode === 'none') return null
  return (
    <Button
      aria-label={shell.install}
      onClick={() => void installPrompt.requestInstall()}
      variant="icon"
      size="sm"
    >
      <Download aria-hidden="true" className="h-5 w-5" />
    </Button>
  )
}
