import { lazy, Suspense } from 'react'
import { useInstallPrompt } from './use-install-prompt'

// The banner's code loads only when it is due, so it adds nothing to the landing page.
const InstallBanner = lazy(() => import('./InstallBanner'))

/** Mounted by the root route for visitors and signed-in users alike. */
export function InstallPromptHost() {
  const { isBannerVisible } = useInstallPrompt()
  if (!isBannerVisible) return null
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  )
}
