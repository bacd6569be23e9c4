import { join } from 'node:path'
import { gatewayConfig } from './gatewayConfig'
import type { StackContext } from './StackContext'
import type { StackService } from './StackService'
import { startConfiguredService } from './startConfiguredService'
import { solanaGatewayChain } from './startSolanaRpc'

/**
 * The gateway's SQLite file in a stack's data folder (tests read what it stored).
 * @example
 * const dbPath = gatewayDbPath(dataDir)
 */
export function gatewayDbPath(dataDir: string): string {
  return join(dataDir, 'gateway.sqlite')
}

/**
 * Write the gateway's config for this stack's chains, apps and companions, and start it.
 * @example
 * await startGateway(ctx)
 */
export function startGateway(ctx: StackContext) {
  const { info, host, ports, dataDir, running } = ctx
  const config = gatewayConfig({
    chains: info.chains,
    projectId: info.projectId,
    allowedOrigins: ctx.allowedOrigins,
    dbPath: gatewayDbPath(dataDir),
    testWalletUrl: info.urls.testWallet,
    onramp: ctx.onramp,
    exchange: ctx.exchange,
    bitcoin: running.bitcoin ? ctx.bitcoinChain : undefined,
    solana: info.urls.solanaRpc ? solanaGatewayChain(info.urls.solanaRpc) : undefined,
    frameProxySecret: ctx.frameProxySecret,
  })
  return startConfiguredService(ctx, {
    name: 'gateway',
    configName: 'gateway',
    config,
    readyUrl: `http://${host}:${ports.gateway}/`,
  })
}

/**
 * The gateway (its config written into the stack's data folder).
 * @example
 * if (gatewayStackService.runs(ctx)) await Promise.all(gatewayStackService.start(ctx))
 */
export const gatewayStackService: StackService = {
  name: 'gateway',
  runs: (ctx) => ctx.running.gateway,
  start: (ctx) => [startGateway(ctx)],
}
