import { TextWithEmails } from './TextWithEmails'

export interface LegalSection {
  heading: string
  paragraphs: readonly string[]
  items?: readonly string[]
  /** Paragraphs that follow the list. */
  after?: readonly string[]
}

const LABEL = /^([^:]{1,40}):\s(.*)$/s

/** "Cuenta: nombre, correo…" reads as a definition: the label before the colon goes bold. */
function ListItemText({ text }: { text: string }) {
  const match = LABEL.exec(text)
  if (!match) return <TextWithEmails text={text} />
  return (
    <>
      <strong className="font-semibold text-gray-900">{match[1]}:</strong>{' '}
      <TextWithEmails text={match[2] ?? ''} />
    </>
  )
}

export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map(({ heading, paragraphs, items, after }) => (
        <section key={heading}>
          <h2 className="text-xl font-semibold text-gray-900">{heading}</h2>
          <div className="mt-3 space-y-3 text-base leading-relaxed text-gray-700">
            {paragraphs.map((text) => (
              <p key={text}>
                <TextWithEmails text={text} />
              </p>
            ))}
            {items ? (
              <ul className="list-disc space-y-2 pl-5 marker:text-brand-500">
                {items.map((text) => (
                  <li key={text}>
                    <ListItemText text={text} />
                  </li>
                ))}
              </ul>
            ) : null}
            {after?.map((text) => (
              <p key={text}>
                <TextWithEmails text={text} />
              </p>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
