import type { UserStatsResponse } from '../../contract/users.contract.js'
import type { UsersRepository } from './users.repository.js'

export function createUsersService(repository: UsersRepository) {
  return {
    async stats(userId: string): Promise<UserStatsResponse> {
      return {
        petCount: await repository.countPetsOwnedBy(userId),
        // TODO(issue 5): count matches and likes once the matching feature adds its tables.
        matchCount: 0,
        likeCount: 0,
      }
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
