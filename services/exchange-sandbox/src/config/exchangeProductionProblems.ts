import { productionProblems } from '@portico/server'
import type { ExchangeConfig } from './exchangeConfigSchema'

/**
 * What production mode refuses in the exchange's config: short or placeholder API keys and test
 * account passwords, a `:memory:` database, no `publicUrl` (session URLs would follow each
 * request's Host header) or one over plain http beyond loopback, RPCs and return origins over
 * plain http beyond loopback, /metrics without a token beyond loopback. SQLite is fine: the
 * sandbox is one process by design. Empty unless `production` is on.
 * @example
 * exchangeProductionProblems(config) // ['apiKeys[0] is shorter than 32 characters.']
 */
export function exchangeProductionProblems(config: ExchangeConfig): string[] {
  if (!config.production) return []
  return productionProblems({
    service: 'exchange sandbox',
    host: config.host,
    metricsToken: config.metricsToken,
    publicUrl: config.publicUrl,
    secrets: [
      ...config.apiKeys.map((value, index) => ({ name: `apiKeys[${index}]`, value })),
      ...config.accounts.map((account, index) => ({
        name: `accounts[${index}].password`,
        value: account.password,
        minLength: 12,
      })),
    ],
    sqlite: [{ name: 'dbPath', path: config.dbPath }],
    httpsUrls: [
      ...Object.entries(config.chains).map(([network, chain]) => ({
        name: `chains.${network}.rpcUrl`,
        url: chain.rpcUrl,
        carries: "the hot wallet's payouts",
      })),
      ...config.allowedReturnOrigins.map((url, index) => ({
        name: `allowedReturnOrigins[${index}]`,
        url,
        carries: 'visitors returning to the site',
      })),
    ],
  })
}
