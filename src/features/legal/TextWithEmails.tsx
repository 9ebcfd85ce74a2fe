const EMAIL = /([\w.+-]+@[\w-]+\.[\w.-]*\w)/

/** Renders text with every e-mail address turned into a mailto link. */
export function TextWithEmails({ text }: { text: string }) {
  // split() with a capturing group keeps the addresses at the odd indexes.
  const parts = text.split(EMAIL)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={`mailto:${part}`}
            className="font-medium text-brand-600 underline decoration-brand-600/30 underline-offset-2 hover:decoration-brand-600"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  )
}
