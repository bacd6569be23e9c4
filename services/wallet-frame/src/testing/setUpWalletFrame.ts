import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MailCatcher } from '@portico/wallet-frame-dev'
import { afterAll } from 'vitest'
import type { WalletFrameConfigInput } from '../config/walletFrameConfigSchema'
import { type RunningWalletFrame, startWalletFrame } from '../startWalletFrame'
import { startTestMailCatcher } from './createTestService'
import { gettersOf } from './gettersOf'
import { startedInBeforeAll } from './startedInBeforeAll'

/**
 * What {@link setUpWalletFrame} runs: read `mail` and `frame` inside the tests (before
 * `beforeAll` has run they throw).
 * @example const { frame, dataDir } = running
 */
export type RunningWalletFrameHost = {
  readonly mail: MailCatcher
  readonly frame: RunningWalletFrame
  readonly dataDir: string
}

/**
 * Registers, in the calling file or `describe` block, a `beforeAll` that starts a mail catcher
 * and the wallet frame as its host runs it (`startWalletFrame` on a free port, with a data
 * folder of its own and a gateway that does not answer unless `config` names one), and an
 * `afterAll` that stops both and removes the folder.
 * @example
 * const running = setUpWalletFrame({ trustProxy: true })
 * it('answers', async () => expect((await fetch(`${running.frame.url}/health`)).status).toBe(200))
 */
export function setUpWalletFrame(config: WalletFrameConfigInput = {}): RunningWalletFrameHost {
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-host-'))
  // Registered first, so it runs once the frame and the mail catcher have stopped.
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const mail = startedInBeforeAll(startTestMailCatcher, (catcher) => catcher.stop())
  const frame = startedInBeforeAll(
    () =>
      startWalletFrame({
        port: 0,
        dataDir,
        gatewayUrl: 'http://127.0.0.1:9',
        smtp: { port: mail().smtpPort },
        ...config,
      }),
    (started) => started.close(),
  )
  return gettersOf({ mail, frame, dataDir: () => dataDir })
}
