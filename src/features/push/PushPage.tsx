import type { ReactNode } from 'react'

/** The frame of the notification pages (/notifications, /notifications/test): title and intro. */
export function PushPage({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pt-4 pb-24">
      <header>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="text-sm text-gray-600">{intro}</p>
      </header>
      {children}
    </div>
  )
}
