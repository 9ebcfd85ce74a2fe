import { expect, test } from 'vitest'
import * as contract from '@contract/public-page'
import { SIGNED_IN_COOKIE } from '@contract/signed-in-hint'
import { SESSION_STORAGE_KEY } from '../session/session-store'

test("the boot script's names are the session store's and the contract's", async () => {
  // boot.ts runs on import: give it a page without data, signed out.
  const boot = await import('./boot')
  expect(boot.SESSION_STORAGE_KEY).toBe(SESSION_STORAGE_KEY)
  expect(boot.SIGNED_IN_COOKIE).toBe(SIGNED_IN_COOKIE)
  expect(boot.PUBLIC_PAGE_DATA_ID).toBe(contract.PUBLIC_PAGE_DATA_ID)
})
