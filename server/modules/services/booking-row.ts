import type { ServiceRow } from '../../db/services-tables.js'

/**
 * The columns every new booking row takes from who booked which catalogue entry, whatever its
 * kind (an appointment, a cremation request): it is confirmed at once, and created and last
 * changed at `timestamp`.
 */
export function newBookingColumns(
  id: string,
  userId: string,
  service: Pick<ServiceRow, 'id' | 'provider'>,
  timestamp: string,
) {
  return {
    id,
    user_id: userId,
    service_id: service.id,
    provider: service.provider,
    status: 'confirmed' as const,
    created_at: timestamp,
    updated_at: timestamp,
  }
}
