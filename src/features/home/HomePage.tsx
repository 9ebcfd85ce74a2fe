import { useSession } from '../auth/use-session'
import { home as t } from '../../i18n/es/home'
import { ComingSoonPanel } from '../placeholder'
import { Spinner } from '../../ui/Spinner'
import { useUserStats } from './use-user-stats'
import { WelcomeBanner } from './WelcomeBanner'

/** The signed-in '/': the no-pets welcome, then (issue: discover) the swipe stack. */
export default function HomePage() {
  const { user } = useSession()
  const stats = useUserStats(user?.id ?? '')
  if (!user) return null
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <h1 className="sr-only">{t.heading}</h1>
      {stats.status === 'loading' ? <Spinner /> : null}
      {stats.status === 'ready' && stats.stats.petCount === 0 ? (
        <WelcomeBanner name={firstName} />
      ) : null}
      <ComingSoonPanel heading={t.swipeTitle} description={t.swipeDescription} />
    </div>
  )
}
