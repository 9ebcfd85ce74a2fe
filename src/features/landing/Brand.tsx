import { PawPrint } from 'lucide-react'
import { common } from '../../i18n/es/common'

/** The paw mark and word mark. Purely visual: the caller supplies the link or heading around it. */
export function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="flex items-center gap-2">
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-amber-400 text-white shadow-sm shadow-brand-500/30">
        <PawPrint aria-hidden="true" className="h-5 w-5" strokeWidth={2.25} />
      </span>
      <span
        className={`text-xl font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-gray-900'}`}
      >
        {common.appName}
      </span>
    </span>
  )
}
