import type { StackService } from './StackService'
import { stackEntries } from './stackEntries'
import { viteAppStackService } from './viteAppStackService'

/**
 * The test wallet app, beside the demo site and in the same mode.
 * @example
 * if (testWalletStackService.runs(ctx)) await Promise.all(testWalletStackService.start(ctx))
 */
export const testWalletStackService: StackService = viteAppStackService({
  name: 'test-wallet',
  port: 'testWallet',
  portEnv: 'PORTICO_TEST_WALLET_PORT',
  appDir: (ctx) => stackEntries(ctx.root).walletAppDir,
  runs: (ctx) => ctx.running.walletApp,
})
