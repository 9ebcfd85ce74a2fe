import type { Generated } from 'kysely'
import type {
  FoundReportStatus,
  FoundSpecies,
  FoundWhereabouts,
} from '../contract/found-reports.enums.js'

/** Tables of found-pet reports and candidates (migration 0027); portable types as in schema.ts. */
export interface FoundReportsTable {
  id: string
  reporter_id: string
  species: FoundSpecies
  breed: string | null
  /** JSON list of FoundColour */
  colours: string
  size: string | null
  sex: string | null
  has_collar: number
  collar_text: string | null
  /** JSON list of upload paths */
  photos: string
  /** exact: the author's eyes only */
  latitude: number
  longitude: number
  /** the privacy cell's centre: what everyone else sees and is measured from */
  cell_latitude: number
  cell_longitude: number
  tile: number
  location: string
  found_date: string
  found_time: string
  whereabouts: FoundWhereabouts
  place_detail: string | null
  description: string
  /** relayed in the app; never answered to anyone but the author */
  contact: string
  status: FoundReportStatus
  linked_lost_pet_id: string | null
  hidden: Generated<number>
  flag_count: Generated<number>
  created_at: string
  updated_at: string
  /** created_at + foundReportRules.expiryDays (migration 0028): then it leaves others' feeds */
  expires_at: string
  /** 1 once the feeds were told of the expiry */
  expiry_swept: Generated<number>
  /** 1 while the feeds hold it as hidden; a cleared `hidden` beside it is re-sent by the sweep */
  hidden_in_feed: Generated<number>
}

export interface FoundReportFlagsTable {
  found_report_id: string
  user_id: string
  created_at: string
}

export interface FoundReportAudienceTable {
  user_id: string
  found_report_id: string
  seq: number | string
  visible: number
  own: number
}

export interface CandidateDismissalsTable {
  lost_pet_id: string
  kind: 'found' | 'sighting'
  candidate_id: string
  created_at: string
}
