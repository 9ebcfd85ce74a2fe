import { useMemo } from 'react'
import { qrPathData, qrShape } from './flyer-qr'

/** The QR code of `url`, drawn on the device as one SVG path (sharp on screen and on paper). */
export function FlyerQr({
  url,
  label,
  className,
}: {
  url: string
  label: string
  className: string
}) {
  const shape = useMemo(() => qrShape(url), [url])
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={shape.size} height={shape.size} fill="#ffffff" />
      <path d={qrPathData(shape)} fill="#000000" />
    </svg>
  )
}
