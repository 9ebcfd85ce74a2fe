import { ArrowLeft, PawPrint, RotateCw } from 'lucide-react'
import { chat as t } from '../../i18n/es/chat'
import { Button } from '../../ui/Button'

interface ChatProblemProps {
  kind: 'not-found' | 'error'
  onBack: () => void
  onRetry: () => void
}

/** No match to show (spec §8): 'Match no encontrado' or the load error, and the way back. */
export function ChatProblem({ kind, onBack, onRetry }: ChatProblemProps) {
  const isMissing = kind === 'not-found'
  return (
    <div className="flex flex-1 items-center justify-center bg-orange-50 px-4 pt-[env(safe-area-inset-top)]">
      <div
        role="alert"
        className="w-full max-w-sm rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-100"
      >
        <PawPrint aria-hidden="true" className="mx-auto h-10 w-10 text-orange-400" />
        <h1 className="mt-2 text-lg font-bold text-gray-900">
          {isMissing ? t.notFound : t.loadError}
        </h1>
        {isMissing ? <p className="mt-1 text-sm text-gray-600">{t.notFoundText}</p> : null}
        <div className="mt-5 flex flex-col gap-2">
          {isMissing ? null : (
            <Button onClick={onRetry}>
              <RotateCw aria-hidden="true" className="h-4 w-4" />
              {t.retry}
            </Button>
          )}
          <button
            type="button"
            onClick={onBack}
            className={`inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold ${
              isMissing
                ? 'bg-brand-500 text-white hover:bg-brand-600'
                : 'bg-white text-brand-700 ring-1 ring-orange-200 hover:bg-brand-50'
            }`}
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t.back}
          </button>
        </div>
      </div>
    </div>
  )
}
