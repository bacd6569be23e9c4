import { join } from 'node:path'
import type { StackService } from './StackService'
import { stackEntries } from './stackEntries'
import { startViteApp } from './startViteApp'

/**
 * The test wallet app, beside the demo site and in the same mode.
 * @example
 * if (testWalletStackService.runs(ctx)) await Promise.all(testWalletStackService.start(ctx))
 */
export const testWalletStackService: StackService = {
  name: 'test-wallet',
  runs: (ctx) => ctx.apps !== false && ctx.running.walletApp,
  start: (ctx) =>
    ctx.apps === false
      ? []
      : [
          ctx.processes.started(
            'test-wallet',
            startViteApp({
              name: 'test-wallet',
              appDir: stackEntries(ctx.root).walletAppDir,
              host: ctx.host,
              port: ctx.ports.testWallet,
              mode: ctx.apps,
              outDir: join(ctx.dataDir, 'test-wallet-dist'),
              env: { ...ctx.viteEnv, PORTICO_TEST_WALLET_PORT: String(ctx.ports.testWallet) },
              log: ctx.log,
              timeoutMs: ctx.timeoutMs,
            }),
          ),
        ],
}
