import { productionProblems } from '@portico/server'
import { keccak256, stringToBytes } from 'viem'
import { reachesLocalServices } from '../nfts/reachesLocalServices'
import type { GatewayConfig } from './gatewayConfigSchema'
import { projectProductionProblems } from './projectProductionProblems'

/**
 * The dev stack's paymaster signer key (`keccak256('portico dev paymaster signer')`): public, in
 * the repo, so a paymaster trusting it pays for anyone's operations.
 */
const DEV_PAYMASTER_SIGNER_KEY = keccak256(stringToBytes('portico dev paymaster signer'))

/**
 * What production mode refuses in a gateway config, one sentence each: the foundation's rules
 * (loopback origins, a missing or plain-http publicUrl, secrets, the /metrics token) and SQLite,
 * since gateway nodes are meant to run several behind a load balancer and share one PostgreSQL
 * (the indexer lock and readiness rotation assume it); the projects' rules
 * (`projectProductionProblems`: none at all, one open to every site or to shared hosts); NFT
 * metadata reads or offchain name lookups let onto loopback, link-local or a cloud metadata service; an exchange (Pay)
 * called over plain http, its API key a secret like the others; and the dev stack's
 * test wallet in the catalogue or its public paymaster signer key. Empty unless `production` is on.
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
  const problems = productionProblems({
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
      ...config.pay.exchanges.map((exchange, i) => ({
        name: `pay.exchanges[${i}].apiKey`,
        value: exchange.apiKey,
      })),
      ...(config.onramp.quoteSecret !== undefined
        ? [{ name: 'onramp.quoteSecret', value: config.onramp.quoteSecret }]
        : []),
      ...(config.paymaster.signerKey !== undefined
        ? [{ name: 'paymaster.signerKey', value: config.paymaster.signerKey }]
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
  problems.push(...projectProductionProblems(config.projects))
  const { nftMetadata } = config
  if (nftMetadata.allowLoopback) {
    problems.push(
      "nftMetadata.allowLoopback is on: any contract's token URI could make the gateway read services on this machine; it is for devnets only.",
    )
  }
  for (const entry of nftMetadata.allowedAddresses.filter(reachesLocalServices)) {
    problems.push(
      `nftMetadata.allowedAddresses lets ${entry} through: it reaches loopback, link-local or a cloud metadata service (169.254.169.254), which any contract's token URI could then make the gateway read.`,
    )
  }
  const { offchainLookups } = config.names
  if (offchainLookups.allowLoopback) {
    problems.push(
      "names.offchainLookups.allowLoopback is on: any name's resolver could make the gateway call services on this machine; it is for devnets only.",
    )
  }
  for (const entry of offchainLookups.allowedAddresses.filter(reachesLocalServices)) {
    problems.push(
      `names.offchainLookups.allowedAddresses lets ${entry} through: it reaches loopback, link-local or a cloud metadata service, which any name's resolver could then make the gateway call.`,
    )
  }
  for (const [i, exchange] of config.pay.exchanges.entries()) {
    if (exchange.url.startsWith('http:')) {
      problems.push(
        `pay.exchanges[${i}].url is plain http: its API key would cross the network in the clear.`,
      )
    }
  }
  if (config.paymaster.signerKey?.toLowerCase() === DEV_PAYMASTER_SIGNER_KEY) {
    problems.push(
      "paymaster.signerKey is the dev stack's public key: anyone could sign sponsorships for a paymaster that trusts it; make a key of your own and deploy the paymaster with its address.",
    )
  }
  if (config.catalogue.testWalletUrl !== undefined) {
    problems.push(
      "catalogue.testWalletUrl is set: the catalogue would list the Portico Test Wallet, whose keys (anvil's) are public; it is for the dev stack only.",
    )
  }
  return problems
}
