/**
 * The zod-free half of the heat-mark contract (heat-marks.contract.ts): Spanish messages
 * and the wire types, for the cycle screens' chunks (a first load) without zod.
 */
import { PHASE_DAYS } from './cycle-prediction.js'

export const HEAT_MARK_DAYS = PHASE_DAYS.estrus[1]

export const heatMarkMessages = {
  invalid: 'Indica si tu mascota está en celo.',
  dateInvalid: 'La fecha no es válida.',
  petNotFound: 'Mascota no encontrada.',
  notYours: 'Solo el dueño puede indicar si su mascota está en celo.',
  femaleOnly: 'Solo una hembra puede marcarse en celo.',
  saveError: 'No se pudo guardar. Inténtalo de nuevo.',
} as const

export interface HeatMark {
  inHeat: boolean
  /** ISO instant the mark ends by itself; null when off */
  until: string | null
}

export interface HeatMarkResponse {
  success: true
  heatMark: HeatMark
}
