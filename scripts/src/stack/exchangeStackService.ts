import { join } from 'node:path'
import { type ExchangeStackSetup, exchangeSandboxConfig } from './exchangeConfig'
import { fundExchangeHotWallet } from './exchangeHotWallet'
import type { StackContext } from './StackContext'
import type { StackService } from './StackService'
import { startConfiguredService } from './startConfiguredService'
import { solanaGatewayChain } from './startSolanaRpc'

/**
 * Write the sandbox exchange's config (its API key, hot wallet keys, chains and test accounts)
 * and start it.
 * @example
 * if (ctx.exchange) await startExchangeSandbox(ctx, ctx.exchange)
 */
export function startExchangeSandbox(ctx: StackContext, exchange: ExchangeStackSetup) {
  const { dataDir, info } = ctx
  const config = exchangeSandboxConfig({
    chains: info.chains,
    solana: info.urls.solanaRpc ? solanaGatewayChain(info.urls.solanaRpc) : undefined,
    exchange,
    dbPath: join(dataDir, 'exchange-sandbox.sqlite'),
    allowedReturnOrigins: ctx.allowedOrigins,
  })
  return startConfiguredService(ctx, {
    name: 'exchange',
    configName: 'exchange-sandbox',
    config,
    readyUrl: `${exchange.url}/health`,
  })
}

/**
 * The sandbox exchange (Pay with exchange), when the stack has one: the service, and its hot
 * wallet funded on the devnets and the Solana chain.
 * @example
 * if (exchangeStackService.runs(ctx)) await Promise.all(exchangeStackService.start(ctx))
 */
export const exchangeStackService: StackService = {
  name: 'exchange',
  runs: (ctx) => ctx.exchange !== undefined,
  start: (ctx) =>
    ctx.exchange
      ? [startExchangeSandbox(ctx, ctx.exchange), fundExchangeHotWallet(ctx, ctx.exchange)]
      : [],
}
