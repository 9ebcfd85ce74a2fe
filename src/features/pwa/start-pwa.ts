import { installPrompt } from './install-prompt'
import { registerServiceWorker } from './register-sw'

/** Called once from main.tsx before the first render. */
export function startPwa(): void {
  installPrompt.start()
  registerServiceWorker()
}
