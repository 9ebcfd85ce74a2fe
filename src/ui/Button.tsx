import type { ButtonHTMLAttributes, Ref } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost' | 'icon'
export type ButtonSize = 'sm' | 'md' | 'lg'

/*
 * Colours: brand-500 carries white text at 4.8:1 (see index.css); brand-700 is the accent as text
 * on white. A disabled button fades (so does one only aria-disabled, kept focusable to explain
 * why); a busy one keeps its full colour, so its 'Guardando...' label stays legible.
 */
const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-brand-500 text-white hover:bg-brand-600',
  secondary: 'bg-gray-100 text-gray-800 hover:bg-gray-200',
  outline: 'border border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  ghost: 'text-brand-700 hover:bg-brand-50',
  icon: 'text-gray-500 hover:bg-gray-100 hover:text-gray-900',
}

/** Every text button keeps the 44 px touch target; sm is smaller type for a card or a banner. */
const SIZE: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2',
  lg: 'min-h-12 px-5 py-3',
}

/** An icon-only button is a square of the size's height. */
const ICON_SIZE: Record<ButtonSize, string> = {
  sm: 'h-9 w-9',
  md: 'h-11 w-11',
  lg: 'h-12 w-12',
}

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-busy:cursor-wait aria-busy:opacity-100'

interface ButtonLook {
  variant?: ButtonVariant | undefined
  size?: ButtonSize | undefined
  /** stretches to its container's width (a form's submit, a dialog's lone action) */
  isFullWidth?: boolean | undefined
  /** layout only (margins, flex, position): the look comes from variant and size */
  className?: string | undefined
}

/**
 * The classes of a button, for an element that must look like one without being a <button>
 * (a router Link, a download <a>).
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  className,
}: ButtonLook): string {
  return [
    BASE,
    VARIANT[variant],
    variant === 'icon' ? ICON_SIZE[size] : SIZE[size],
    isFullWidth ? 'w-full' : null,
    className,
  ]
    .filter(Boolean)
    .join(' ')
}

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>

type ButtonProps = NativeProps &
  Omit<ButtonLook, 'variant'> & {
    ref?: Ref<HTMLButtonElement>
    /** disables the button and tells assistive technology it is working */
    isBusy?: boolean | undefined
  } & (
    | { variant?: Exclude<ButtonVariant, 'icon'> }
    // An icon says nothing to a screen reader: the Spanish name is required.
    | { variant: 'icon'; 'aria-label': string }
  )

/**
 * The app's button. `type` defaults to 'button' so a button inside a form never submits it by
 * accident; pass type="submit" for the one that should.
 */
export function Button({
  variant,
  size,
  isFullWidth,
  className,
  isBusy = false,
  type = 'button',
  disabled,
  ref,
  ...native
}: ButtonProps) {
  return (
    <button
      {...native}
      ref={ref}
      type={type}
      disabled={disabled === true || isBusy}
      aria-busy={isBusy || undefined}
      className={buttonClassName({ variant, size, isFullWidth, className })}
    />
  )
}
