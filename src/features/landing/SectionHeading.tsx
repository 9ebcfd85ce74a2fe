interface SectionHeadingProps {
  id: string
  eyebrow: string
  title: string
  subtitle?: string
}

/** Eyebrow, title and optional subtitle shared by the landing's content sections. */
export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-base text-gray-600 sm:text-lg">{subtitle}</p> : null}
    </div>
  )
}
