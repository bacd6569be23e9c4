import type { StackService } from './StackService'
import { startSolanaRpc } from './startSolanaRpc'

/**
 * The local Solana chain (JSON-RPC and subscriptions).
 * @example
 * if (solanaStackService.runs(ctx)) await Promise.all(solanaStackService.start(ctx))
 */
export const solanaStackService: StackService = {
  name: 'solana',
  runs: (ctx) => ctx.running.solana,
  start: (ctx) => [
    ctx.processes.started(
      'solana',
      startSolanaRpc({
        root: ctx.root,
        host: ctx.host,
        port: ctx.ports.solana,
        wsPort: ctx.ports.solanaWs,
        env: ctx.baseEnv,
        log: ctx.log,
        timeoutMs: ctx.timeoutMs,
      }),
    ),
  ],
}
