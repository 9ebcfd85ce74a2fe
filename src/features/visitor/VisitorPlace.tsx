import type { ReactNode } from 'react'
import { StaticMap } from '../map'

/**
 * Where and when on a public page (a lost pet last seen, a pet found): the heading with its
 * icon, the place and time in words, and the approximate area as a static map that becomes
 * interactive on request.
 */
export function VisitorPlace(props: {
  icon: ReactNode
  heading: string
  when: string
  latitude: number | null
  longitude: number | null
  place: string
}) {
  return (
    <>
      <h2 className="mt-2 flex items-center gap-1 font-semibold text-gray-900">
        {props.icon}
        {props.heading}
      </h2>
      <p className="text-sm text-gray-600">{props.when}</p>
      <StaticMap
        latitude={props.latitude}
        longitude={props.longitude}
        place={props.place}
        height={180}
        interactive
      />
    </>
  )
}
