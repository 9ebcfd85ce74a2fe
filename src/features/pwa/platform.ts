/** Browser facts the install prompt depends on. Each guards for APIs jsdom and old browsers lack. */

/** Running as an installed app (Android/desktop display mode, or iOS home-screen web app). */
export function isStandalone(): boolean {
  const navigatorWithStandalone = navigator as Navigator & { standalone?: boolean }
  if (navigatorWithStandalone.standalone === true) return true
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches
}

/**
 * iOS and iPadOS never fire `beforeinstallprompt`; installing goes through the Share sheet.
 * iPadOS 13+ reports itself as a Mac, so a Mac with a touch screen counts as iOS too.
 */
export function isIos(): boolean {
  const { userAgent, platform, maxTouchPoints } = navigator
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1)
}
