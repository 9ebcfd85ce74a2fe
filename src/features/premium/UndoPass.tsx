import { useState } from 'react'
import { Undo2 } from 'lucide-react'
import { errorMessage } from '../../api/http'
import { premium as t } from '../../i18n/es/premium'
import { undoLastPass } from './premium.api'

/**
 * 'Deshacer' (premium, beyond the spec as Tinder does): the server removes the user's latest
 * pass, so that pet comes back in Descubrir's next page. Needs a connection: the server decides.
 */
export function UndoPass() {
  const [isBusy, setIsBusy] = useState(false)
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null)

  async function undo() {
    setIsBusy(true)
    setNotice(null)
    try {
      await undoLastPass()
      setNotice({ text: t.undoDone, isError: false })
    } catch (failure) {
      setNotice({ text: await errorMessage(failure, t.undoError), isError: true })
    } finally {
      setIsBusy(false)
    }
  }

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
      {notice ? (
        <p
          role={notice.isError ? 'alert' : 'status'}
          className={`mt-2 text-sm ${notice.isError ? 'text-red-800' : 'text-green-800'}`}
        >
          {notice.text}
        </p>
      ) : null}
    </section>
  )
}
