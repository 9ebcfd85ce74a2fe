interface StepIndicatorProps {
  current: number
  total: number
  /** 'Paso 1 de 2' */
  label: string
  stepName: string
}

/** The wizard's progress: text for everyone, a bar for the eye. */
export function StepIndicator({ current, total, label, stepName }: StepIndicatorProps) {
  return (
    <div className="mb-5">
      <p className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-brand-700">{label}</span>
        <span className="text-gray-500">{stepName}</span>
      </p>
      <div aria-hidden="true" className="mt-2 flex gap-1.5">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={`h-1.5 flex-1 rounded-full transition-colors ${
              index < current ? 'bg-brand-500' : 'bg-orange-100'
            }`}
          />
        ))}
      </div>
    </div>
  )
}
