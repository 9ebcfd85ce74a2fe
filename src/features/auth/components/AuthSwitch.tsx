import { Link } from '@tanstack/react-router'

/** The auth screens' text links: brand colour, underlined on hover, a visible focus ring. */
export const authLinkClass =
  'rounded font-semibold text-brand-600 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none'

/** Below an auth card: the way to the other screen ('¿No tienes cuenta? Regístrate'). */
export function AuthSwitch({
  prompt,
  to,
  label,
}: {
  prompt: string
  to: '/login' | '/register'
  label: string
}) {
  return (
    <p>
      {prompt}{' '}
      <Link to={to} className={authLinkClass}>
        {label}
      </Link>
    </p>
  )
}
