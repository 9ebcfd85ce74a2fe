import { lazy, Suspense } from 'react'
import { useInstallPrompt } from './use-install-prompt'

// The banner's code loads only when it is due, so it adds nothing to the landing page.
const InstallBanner = lazy(() => import('./InstallBanner'))

/**
 * Mounted by the root route for visitors (a floating card) and by the signed-in shell with
 * `isInline` (a line in the layout flow, above the bottom navigation).
 */
export function InstallPromptHost({ isInline = false }: { isInline?: boolean }) {
  const { isBannerVisible } = useInstallPrompt()
  if (!isBannerVisible) return null
  return (
    <Suspense fallback={null}>
      <InstallBanner isInline={isInline} />
    </Suspense>
  )
}
