import type { Clock } from '@portico/server'
import { type Anvil, startAnvil } from '@portico/test/devnet/startAnvil'
import type { WalletFrameConfigInput } from '../config/walletFrameConfigSchema'
import { createTestService, startTestMailCatcher } from './createTestService'
import { gettersOf } from './gettersOf'
import type { RunningTestService } from './setUpTestService'
import { startedInBeforeAll } from './startedInBeforeAll'

/** What {@link setUpAnvilTestService} runs: {@link RunningTestService} and its chain. */
export type RunningAnvilTestService = RunningTestService & { readonly anvil: Anvil }

/**
 * Registers, in the calling file or `describe` block, a `beforeAll` that starts a mail catcher,
 * anvil (chain 31337) and a test service (SQLite, real time unless `clock` says otherwise) whose
 * one chain it is, and an `afterAll` that stops them. The frame's requests are under test, not
 * custody: the operator keeps recovery. `config` is given the running chain, to deploy there what
 * the service must know of (its answer is merged over the chain and custody).
 * @example
 * const running = setUpAnvilTestService({ config: { deviceWaitMs: 500 } })
 * it('signs', async () => { const frame = createNodeFrame(running.service) })
 */
export function setUpAnvilTestService(
  options: {
    clock?: Clock
    config?:
      | WalletFrameConfigInput
      | ((anvil: Anvil) => WalletFrameConfigInput | Promise<WalletFrameConfigInput>)
  } = {},
): RunningAnvilTestService {
  const mail = startedInBeforeAll(startTestMailCatcher, (catcher) => catcher.stop())
  const anvil = startedInBeforeAll(
    () => startAnvil({ chainId: 31337 }),
    (chain) => chain.stop(),
  )
  const service = startedInBeforeAll(
    async () => {
      const { config = {} } = options
      return createTestService({
        mail: mail(),
        clock: options.clock ?? { now: () => Date.now() },
        config: {
          custody: 'operator',
          chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil().rpcUrl }],
          ...(typeof config === 'function' ? await config(anvil()) : config),
        },
      })
    },
    (started) => started.close(),
    // Time for what `config` deploys first.
    120_000,
  )
  return gettersOf({ mail, anvil, service })
}
