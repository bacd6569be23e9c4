import { productionProblems } from '@portico/server'
import type { GatewayConfig } from './gatewayConfigSchema'

/**
 * What production mode refuses in a gateway config, one sentence each: the foundation's rules
 * (loopback origins, publicUrl, secrets, /metrics token) and SQLite, since gateway nodes are
 * meant to run several behind a load balancer and share one PostgreSQL (the indexer lock and
 * readiness rotation assume it). Empty unless `production` is on.
 * @example
 * gatewayProductionProblems(gatewayConfigSchema.parse({ production: true })) // ['publicUrl is not set: …', …]
 */
export function gatewayProductionProblems(config: GatewayConfig): string[] {
  if (!config.production) return []
  const onrampSecrets = config.onramp.providers.flatMap((provider, i) =>
    'secret' in provider && typeof provider.secret === 'string'
      ? [{ name: `onramp.providers[${i}].secret`, value: provider.secret }]
      : [],
  )
  return productionProblems({
    service: 'gateway',
    host: config.host,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    publicUrl: config.publicUrl,
    allowLoopbackOrigins: config.allowLoopbackOrigins,
    secrets: [
      ...(config.walletFrame.proxySecret !== undefined
        ? [{ name: 'walletFrame.proxySecret', value: config.walletFrame.proxySecret }]
        : []),
      ...onrampSecrets,
      ...(config.onramp.quoteSecret !== undefined
        ? [{ name: 'onramp.quoteSecret', value: config.onramp.quoteSecret }]
        : []),
    ],
    sqliteRefused: config.database
      ? undefined
      : {
          name: 'dbPath',
          reason:
            'gateway nodes share one PostgreSQL in production; set database.url (PORTICO_GATEWAY_DATABASE_URL).',
        },
  })
}
