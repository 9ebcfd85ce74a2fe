/**
 * The two sides of a pair as the scoring reads them (candidate-scoring.ts), from an alert, a
 * found report, a sighting or a finder's draft. A found report or a sighting is measured from
 * its privacy cell (contract/privacy-grid.ts): the owner who reads the distance is not its
 * author. Only the finder's own draft is measured from where they are.
 */
import type { CandidateScore, FoundReportDraft } from '../../contract/found-reports.contract.js'
import { cellCentre } from '../../contract/privacy-grid.js'
import type { LostPetRow } from '../lost-pets/lost-pet-doc.js'
import { petTypeOf } from '../lost-pets/lost-pet-doc.js'
import { momentOf, reasonLine, type PetSide, type Score } from './candidate-scoring.js'
import type { PetLooks, SightingNear } from './candidates.repository.js'
import { coloursOfRow } from './found-doc.js'
import type { ScoredReport } from './found-reports.repository.js'
import { coloursOf, sizeOfWeight } from './pet-traits.js'

const sexOf = (gender: PetLooks['gender']) =>
  gender === 'MALE' ? 'male' : gender === 'FEMALE' ? 'female' : null

/** null when the alert has no place: nothing can be measured from it. */
export function alertSide(alert: LostPetRow, looks: PetLooks): PetSide | null {
  if (alert.latitude === null || alert.longitude === null) return null
  return {
    species: (alert.pet_type as PetSide['species']) ?? petTypeOf(alert.species),
    breed: alert.breed,
    colours: coloursOf(looks.color),
    size: sizeOfWeight(looks.weight),
    sex: sexOf(looks.gender),
    place: { latitude: Number(alert.latitude), longitude: Number(alert.longitude) },
    at: momentOf(alert.last_seen_date, alert.last_seen_time),
  }
}

export function reportSide(row: ScoredReport): PetSide {
  return {
    species: row.species,
    breed: row.breed,
    colours: coloursOfRow(row),
    size: row.size as PetSide['size'],
    sex: row.sex as PetSide['sex'],
    place: { latitude: Number(row.cell_latitude), longitude: Number(row.cell_longitude) },
    at: momentOf(row.found_date, row.found_time),
  }
}

export function sightingSide(row: SightingNear): PetSide {
  return {
    species: row.species,
    breed: row.breed,
    colours: coloursOf(row.color),
    size: sizeOfWeight(row.weight),
    sex: sexOf(row.gender),
    place: cellCentre({ latitude: Number(row.latitude), longitude: Number(row.longitude) }),
    at: momentOf(row.date, row.time),
  }
}

export function draftSide(draft: FoundReportDraft): PetSide {
  return {
    species: draft.species,
    breed: draft.breed,
    colours: draft.colours,
    size: draft.size,
    sex: draft.sex,
    place: { latitude: draft.latitude, longitude: draft.longitude },
    at: momentOf(draft.foundDate, draft.foundTime),
  }
}

export const toCandidateScore = (score: Score): CandidateScore => ({
  score: score.score,
  distanceKm: Math.round(score.distanceKm * 10) / 10,
  daysAfter: score.daysAfter,
  reasons: score.reasons,
  summary: reasonLine(score),
})
