import { useId } from 'react'
import { Download, Share, SquarePlus, X } from 'lucide-react'
import { pwa as t } from '../../i18n/es/pwa'
import { installPrompt } from './install-prompt'
import { useInstallPrompt } from './use-install-prompt'
import { Button } from '../../ui/Button'

const CLOSE_BUTTON =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-700'

/**
 * The install banner: the browser's prompt behind 'Instalar', or the iOS Share-sheet steps.
 * `isInline` (signed-in shell): one compact line in the layout flow, between the content and
 * the bottom navigation, so the screen shrinks instead of being covered (it hid the
 * swipe buttons). Visitors get a floating card: the landing has no bottom actions.
 */
export default function InstallBanner({ isInline = false }: { isInline?: boolean }) {
  const { mode } = useInstallPrompt()
  const titleId = useId()
  const close = (
    <button
      type="button"
      onClick={() => installPrompt.dismiss()}
      aria-label={t.close}
      className={CLOSE_BUTTON}
    >
      <X aria-hidden="true" className="h-4 w-4" />
    </button>
  )
  const install =
    mode === 'native' ? (
      <Button size="sm" onClick={() => void installPrompt.requestInstall()} className="shadow">
        {t.install}
      </Button>
    ) : null
  const iosSteps = (
    <span className="flex items-center gap-2 text-xs font-medium text-gray-700">
      <Share aria-hidden="true" className="h-4 w-4 text-blue-500" /> {t.iosShare}
      <span aria-hidden="true">→</span>
      <SquarePlus aria-hidden="true" className="h-4 w-4" /> {t.iosAdd}
    </span>
  )

  if (isInline) {
    return (
      <aside
        aria-labelledby={titleId}
        className="flex shrink-0 items-center gap-2 border-t border-brand-100 bg-white py-0.5 pr-1 pl-4"
      >
        <Download aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold text-gray-900">
          {t.title}
        </h2>
        {mode === 'ios' ? iosSteps : install}
        {close}
      </aside>
    )
  }

  return (
    <aside
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-2xl border border-brand-100 bg-white p-4 shadow-xl"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-500 text-white">
          <Download aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-bold text-gray-900">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{mode === 'ios' ? t.iosText : t.text}</p>
          {mode === 'ios' ? <div className="mt-2">{iosSteps}</div> : null}
        </div>
        <span className="-mt-2 -mr-2">{close}</span>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => installPrompt.dismiss()}
          className="min-h-11 rounded-full px-4 text-sm font-medium text-gray-600 hover:bg-gray-100"
        >
          {t.notNow}
        </button>
        {install}
      </div>
    </aside>
  )
}
