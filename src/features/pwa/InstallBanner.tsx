import { useId } from 'react'
import { Download, Share, SquarePlus, X } from 'lucide-react'
import { useSession } from '../auth/use-session'
import { pwa as t } from '../../i18n/es/pwa'
import { installPrompt } from './install-prompt'
import { useInstallPrompt } from './use-install-prompt'

/** The install banner: the browser's prompt behind 'Instalar', or the iOS Share-sheet steps. */
export default function InstallBanner() {
  const { mode } = useInstallPrompt()
  const { user } = useSession()
  const titleId = useId()
  // Signed-in screens have the bottom navigation: float above it.
  const offset = user
    ? 'bottom-[calc(5rem+env(safe-area-inset-bottom))]'
    : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]'
  return (
    <aside
      aria-labelledby={titleId}
      className={`fixed inset-x-3 z-40 mx-auto max-w-md rounded-2xl border border-brand-100 bg-white p-4 shadow-xl ${offset}`}
    >
      <div className="flex items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-500 text-white">
          <Download aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-bold text-gray-900">
            {t.title}
          </h2>
          {mode === 'ios' ? (
            <p className="mt-1 text-sm text-gray-600">
              {t.iosText}{' '}
              <span className="mt-2 flex items-center gap-2 text-xs font-medium text-gray-700">
                <Share aria-hidden="true" className="h-4 w-4 text-blue-500" /> {t.iosShare}
                <span aria-hidden="true">→</span>
                <SquarePlus aria-hidden="true" className="h-4 w-4" /> {t.iosAdd}
              </span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-gray-600">{t.text}</p>
          )}
        </div>
        <button
          type="button"
          onClick={() => installPrompt.dismiss()}
          aria-label={t.close}
          className="-mt-1 -mr-1 rounded-full p-1.5 text-gray-400 hover:bg-gray-100 hover:text-gray-600"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => installPrompt.dismiss()}
          className="rounded-full px-4 py-2 text-sm font-medium text-gray-600 hover:bg-gray-100"
        >
          {t.notNow}
        </button>
        {mode === 'native' ? (
          <button
            type="button"
            onClick={() => void installPrompt.requestInstall()}
            className="rounded-full bg-brand-500 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-brand-600"
          >
            {t.install}
          </button>
        ) : null}
      </div>
    </aside>
  )
}
