import { PanelDialog } from '../../ui/PanelDialog'
import { help as t } from '../../i18n/es/help'

interface HelpDialogProps {
  onClose: () => void
}

/** Settings › Ayuda: the common questions, each opening its answer, and the support address. */
export function HelpDialog({ onClose }: HelpDialogProps) {
  return (
    <PanelDialog isOpen title={t.title} closeLabel={t.close} onClose={onClose}>
      <p className="mb-3 text-sm text-gray-700">{t.intro}</p>
      <div className="flex flex-col gap-2">
        {t.questions.map(({ q, a }) => (
          <details key={q} className="rounded-2xl bg-white p-4 shadow-sm">
            <summary className="cursor-pointer font-semibold text-gray-900">{q}</summary>
            <p className="mt-2 text-sm text-gray-700">{a}</p>
          </details>
        ))}
      </div>
      <p className="mt-4 text-sm text-gray-700">
        {t.contact}{' '}
        <a href={`mailto:${t.email}`} className="font-semibold text-brand-700 underline">
          {t.email}
        </a>
      </p>
    </PanelDialog>
  )
}
