import { join } from 'node:path'
import { anvilAccounts } from '@portico/test/devnet/testAccounts'
import { onrampSandboxConfig } from './onrampConfig'
import type { StackContext } from './StackContext'
import type { StackService } from './StackService'
import { startConfiguredService } from './startConfiguredService'

/**
 * Write the on-ramp sandbox's config (the secret it shares with the gateway, its treasury) and
 * start it.
 * @example
 * if (ctx.onramp) await startOnrampSandbox(ctx, ctx.onramp)
 */
export function startOnrampSandbox(ctx: StackContext, onramp: NonNullable<StackContext['onramp']>) {
  const { dataDir } = ctx
  const config = onrampSandboxConfig(ctx.info.chains, {
    secret: onramp.secret,
    treasuryKey: anvilAccounts[8]?.privateKey ?? '',
    dbPath: join(dataDir, 'onramp-sandbox.sqlite'),
    allowedRedirectOrigins: ctx.allowedOrigins,
  })
  return startConfiguredService(ctx, {
    name: 'onramp',
    configName: 'onramp-sandbox',
    config,
    readyUrl: `${onramp.url}/health`,
  })
}

/**
 * The on-ramp sandbox provider, when the stack has one.
 * @example
 * if (onrampStackService.runs(ctx)) await Promise.all(onrampStackService.start(ctx))
 */
export const onrampStackService: StackService = {
  name: 'onramp',
  runs: (ctx) => ctx.onramp !== undefined,
  start: (ctx) => (ctx.onramp ? [startOnrampSandbox(ctx, ctx.onramp)] : []),
}
