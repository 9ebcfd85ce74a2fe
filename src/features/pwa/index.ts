export { InstallButton } from './InstallButton'
export { InstallPromptHost } from './InstallPromptHost'
export { startPwa } from './start-pwa'
