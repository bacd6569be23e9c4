import type { Clock } from '@portico/server'
import type { MailCatcher } from '@portico/wallet-frame-dev'
import type { WalletFrameConfigInput } from '../config/walletFrameConfigSchema'
import type { OriginsSource } from '../origins/createOriginsSource'
import { createTestService, startTestMailCatcher, type TestService } from './createTestService'
import { gettersOf } from './gettersOf'
import { startedInBeforeAll } from './startedInBeforeAll'
import type { TestDialect } from './testDialects'

/**
 * What {@link setUpTestService} runs: read `mail` and `service` inside the tests (before
 * `beforeAll` has run they throw, so a test cannot use them half set up).
 * @example const { service } = running
 */
export type RunningTestService = { readonly mail: MailCatcher; readonly service: TestService }

/**
 * Registers, in the calling `describe` block (or the file), a `beforeAll` that starts a mail
 * catcher and a test service on `dialect` (SQLite without one), and an `afterAll` that stops
 * both: the set-up of the tests that run on SQLite and PostgreSQL alike, and of those that run
 * on SQLite only.
 * @example
 * describe.each(await testDialects())('on %s', (dialect) => {
 *   const running = setUpTestService({ dialect, clock, config: { deviceWaitMs: 500 } })
 *   it('answers', async () => expect((await running.service.app.request('/health')).status).toBe(200))
 * })
 */
export function setUpTestService(options: {
  dialect?: TestDialect
  clock: Clock
  config?: WalletFrameConfigInput
  /** Where the projects' allowed origins come from (default: a gateway that does not answer). */
  origins?: OriginsSource
}): RunningTestService {
  const mail = startedInBeforeAll(startTestMailCatcher, (catcher) => catcher.stop())
  const service = startedInBeforeAll(
    () => createTestService({ ...options, mail: mail() }),
    (started) => started.close(),
  )
  return gettersOf({ mail, service })
}
