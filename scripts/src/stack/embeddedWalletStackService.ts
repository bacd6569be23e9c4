import type { StackService } from './StackService'
import { startEmbeddedWalletServices } from './startEmbeddedWalletServices'

/**
 * The wallet frame with its dev mail catcher and dev identity provider.
 * @example
 * if (embeddedWalletStackService.runs(ctx)) await Promise.all(embeddedWalletStackService.start(ctx))
 */
export const embeddedWalletStackService: StackService = {
  name: 'embedded wallet',
  runs: (ctx) => ctx.running.walletFrame,
  start: (ctx) => {
    // Set whenever the frame runs (stackInfoOf), on localhost.
    const frameUrl = ctx.info.urls.walletFrame
    if (!frameUrl) throw new Error('the stack runs the wallet frame without its URL')
    const embedded = startEmbeddedWalletServices({
      root: ctx.root,
      host: ctx.host,
      ports: ctx.ports,
      frameUrl,
      dataDir: ctx.dataDir,
      chains: ctx.info.chains,
      solanaRpcUrl: ctx.info.urls.solanaRpc,
      frameProxySecret: ctx.frameProxySecret,
      env: ctx.baseEnv,
      log: ctx.log,
      timeoutMs: ctx.timeoutMs,
    })
    return [
      ctx.processes.started('mail', embedded.mail),
      ctx.processes.started('oidc', embedded.oidc),
      ctx.processes.started('wallet-frame', embedded.walletFrame),
    ]
  },
}
