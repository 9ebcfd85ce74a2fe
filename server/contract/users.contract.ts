/** GET /api/users/stats */
export interface UserStatsResponse {
  matchCount: number
  likeCount: number
  petCount: number
}
