import type { FastifyBaseLogger } from 'fastify'
import { predictNextCycle } from '../../contract/cycle-prediction.js'
import {
  cycleReminderTexts as texts,
  cycleRules,
  type CyclePhase,
} from '../../contract/cycles.messages.js'
import type { NotificationPayload } from '../notifications/notifications.service.js'
import { calendarDateIn } from '../push/delivery-rules.js'
import type { CycleRecordsRepository, SweepRow } from './cycle-records.repository.js'
import { groupBy } from '../../group-by.js'

export interface CycleRemindersDeps {
  repository: CycleRecordsRepository
  /** the notifications module's delivery (answers who got it) */
  notify: (userIds: readonly string[], payload: NotificationPayload) => Promise<string[]>
  /** the market's time zone: an owner's day when their device never told its own */
  timeZone: string
  log?: FastifyBaseLogger
  now?: () => Date
}

const PAGE_PETS = 200

/**
 * 'Today' is the owner's calendar day, the calendar their records' dates are written in. The
 * device tells its time zone when it subscribes to pushes (push preferences); an owner who never
 * did is read in the market's zone (MARKET, contract/market.ts) rather than UTC, which is 6
 * hours ahead of El Salvador, the default market.
 */
function zoneOf(preferences: string | null, fallback: string): string {
  try {
    const zone: unknown = (JSON.parse(preferences ?? 'null') as { timeZone?: unknown } | null)
      ?.timeZone
    return typeof zone === 'string' ? zone : fallback
  } catch {
    return fallback
  }
}

function firstPhoto(json: string): string | null {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null
  } catch {
    return null
  }
}

/**
 * The health reminder of spec §2 /reproductive-health: when a female pet's next window
 * (cycle-prediction.ts) begins 30 days or fewer from today, her owner gets 'Próximo ciclo de
 * {pet}' / 'Esperado en N días' as an in-app notification of type 'health' (§3).
 *
 * Once per cycle: the notification's key names the pet and the cycle the window follows (the
 * start of her last heat), and the notifications store keeps one row per (user, key), so a
 * sweep that runs again, on another node or after a crash, announces nothing twice; a new heat
 * recorded makes a new cycle and, months later, a new reminder. A reminder the daily cap held
 * back has no row, so the next sweep tries again. Cats get no reminder: no date is honest for
 * them. §5: health reminders ignore quiet hours; in-app notifications have none to ignore.
 */
export function createCycleReminders(deps: CycleRemindersDeps) {
  const now = deps.now ?? (() => new Date())
  const { timeZone } = deps

  async function remindPet(rows: SweepRow[], at: Date): Promise<boolean> {
    const pet = rows[0]
    if (!pet) return false
    const today = calendarDateIn(at, zoneOf(pet.preferences, timeZone))
    const records = rows.map((row) => ({ date: row.date, phase: row.phase as CyclePhase }))
    const prediction = predictNextCycle(records, pet.species, today)
    if (prediction.kind !== 'window' || prediction.isOverdue) return false
    if (prediction.daysUntil > cycleRules.reminderDays) return false
    const delivered = await deps.notify([pet.owner_id], {
      type: 'health',
      key: `cycle:${pet.pet_id}:${prediction.anchor}`,
      title: texts.title(pet.name),
      message: texts.message(prediction.daysUntil),
      data: { petName: pet.name, petImage: firstPhoto(pet.photos) },
    })
    return delivered.length > 0
  }

  return {
    /** One pass over every female pet with records; answers how many reminders went out. */
    async sweep(): Promise<number> {
      const at = now()
      let sent = 0
      let after = ''
      for (;;) {
        const rows = await deps.repository.sweepPage(after, PAGE_PETS)
        if (rows.length === 0) return sent
        for (const [petId, own] of groupBy(rows, (row) => row.pet_id)) {
          if (await remindPet(own, at)) sent += 1
          after = petId
        }
      }
    },
  }
}

export type CycleReminders = ReturnType<typeof createCycleReminders>
