import { useSyncExternalStore } from 'react'
import { installPrompt, type InstallState } from './install-prompt'

export function useInstallPrompt(): InstallState {
  return useSyncExternalStore(
    installPrompt.subscribe,
    installPrompt.getState,
    installPrompt.getState,
  )
}
