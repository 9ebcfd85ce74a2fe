import { Undo2 } from 'lucide-react'
import { premium as t } from '../../i18n/es/premium'
import { undoLastPass } from './premium.api'
import { OutcomeNotice } from '../../ui/Notice'
import { usePremiumSection } from './use-premium-section'

/**
 * 'Deshacer' (premium, beyond the spec as Tinder does): the server removes the user's latest
 * pass, so that pet comes back in Descubrir's next page. Needs a connection: the server decides.
 */
export function UndoPass() {
  const { isBusy, notice, run } = usePremiumSection()
  const undo = () => run(undoLastPass, t.undoError, () => t.undoDone)

  return (
    <section aria-labelledby="premium-undo" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="premium-undo" className="text-lg font-bold text-gray-900">
        {t.undoTitle}
      </h2>
      <p className="mb-3 text-sm text-gray-600">{t.undoIntro}</p>
      <button
        type="button"
        disabled={isBusy}
        onClick={() => void undo()}
        className="flex min-h-11 items-center gap-2 rounded-xl border border-brand-500 px-4 font-semibold text-brand-700 disabled:opacity-60"
      >
        <Undo2 aria-hidden="true" className="h-4 w-4" />
        {t.undoButton}
      </button>
      <OutcomeNotice notice={notice} className="mt-2" />
    </section>
  )
}
