import { installPrompt } from './install-prompt'
import { registerServiceWorker } from './register-sw'

/**
 * Called once from main.tsx before the first render. `registerWorkerAfter`: see
 * registerServiceWorker.
 */
export function startPwa(options: { registerWorkerAfter?: Promise<unknown> } = {}): void {
  installPrompt.start()
  registerServiceWorker(options.registerWorkerAfter)
}
