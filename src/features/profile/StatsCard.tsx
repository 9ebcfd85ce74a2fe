import { useId } from 'react'
import { Heart, PawPrint, Star, type LucideIcon } from 'lucide-react'
import type { UserStatsResult } from '../home'
import { profile as t } from '../../i18n/es/profile'

interface StatsCardProps {
  stats: UserStatsResult
  /**
   * The pets on this device (null while they load). 'Mascotas' counts these: the list right
   * below shows the same pets, live and offline, so the two never disagree after an add.
   */
  localPetCount: number | null
}

function Stat({ label, value, Icon }: { label: string; value: string; Icon: LucideIcon }) {
  return (
    <div className="flex flex-col items-center gap-0.5 px-2 py-3">
      {/* <dt> comes first in a <dl> group; CSS order draws the number above its label. */}
      <dt className="order-3 text-xs font-medium text-gray-500">{label}</dt>
      <dd className="order-2 text-2xl leading-tight font-bold text-gray-900 tabular-nums">
        {value}
      </dd>
      <Icon aria-hidden="true" className="order-1 h-4 w-4 text-brand-500" />
    </div>
  )
}

/**
 * Statistics (spec §2): Matches, Super Likes (likeCount) and Mascotas from GET /api/users/stats.
 * Loading or failed (offline; the failure is only logged, spec §8) shows a dash, never an error.
 */
export function StatsCard({ stats, localPetCount }: StatsCardProps) {
  const headingId = useId()
  const ready = stats.status === 'ready' ? stats.stats : null
  const show = (value: number | null | undefined) =>
    value === null || value === undefined ? t.stats.unknown : String(value)
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-gray-100"
    >
      <h2 id={headingId} className="sr-only">
        {t.stats.title}
      </h2>
      <dl className="grid grid-cols-3 divide-x divide-gray-100">
        <Stat label={t.stats.matches} value={show(ready?.matchCount)} Icon={Heart} />
        <Stat label={t.stats.superLikes} value={show(ready?.likeCount)} Icon={Star} />
        <Stat label={t.stats.pets} value={show(localPetCount ?? ready?.petCount)} Icon={PawPrint} />
      </dl>
    </section>
  )
}
