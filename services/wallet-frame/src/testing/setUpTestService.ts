import type { Clock } from '@portico/server'
import type { MailCatcher } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll } from 'vitest'
import type { WalletFrameConfigInput } from '../config/walletFrameConfigSchema'
import type { OriginsSource } from '../origins/createOriginsSource'
import { createTestService, startTestMailCatcher, type TestService } from './createTestService'
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
  let mail: MailCatcher | undefined
  let service: TestService | undefined
  beforeAll(async () => {
    mail = await startTestMailCatcher()
    service = await createTestService({ ...options, mail })
  })
  afterAll(async () => {
    await service?.close()
    await mail?.stop()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test service starts in beforeAll')
    return value
  }
  return {
    get mail() {
      return started(mail)
    },
    get service() {
      return started(service)
    },
  }
}
