import type { StackService } from './StackService'
import { startBitcoinRegtest } from './startBitcoinRegtest'

/**
 * The Bitcoin regtest chain, with the RPC password the gateway's config carries.
 * @example
 * if (bitcoinStackService.runs(ctx)) await Promise.all(bitcoinStackService.start(ctx))
 */
export const bitcoinStackService: StackService = {
  name: 'bitcoin',
  runs: (ctx) => ctx.running.bitcoin,
  start: (ctx) => [
    ctx.processes.started(
      'bitcoin',
      startBitcoinRegtest({
        host: ctx.host,
        port: ctx.ports.bitcoin,
        dataDir: ctx.dataDir,
        rpcPassword: ctx.bitcoinChain.rpcPassword,
        log: ctx.log,
        timeoutMs: ctx.timeoutMs,
      }),
    ),
  ],
}
