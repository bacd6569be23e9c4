import { isLoopbackHost } from '@portico/common'
import { productionProblems } from '@portico/server'
import type { WalletFrameConfig } from './walletFrameConfigSchema'
import { walletFramePaths } from './walletFramePaths'

/**
 * What production mode refuses in a wallet-frame config, one sentence each, all at once (empty
 * unless `production` is on): the foundation's rules — loopback origins, no `publicUrl` (the
 * links of its mails, the Farcaster domain and the OAuth redirect URI), `publicUrl`, `kms.url`,
 * `gatewayUrl` or `social.redirectUri` over plain http beyond loopback, a missing, short or
 * placeholder `gatewayProxySecret` (without it the gateway counts every visitor in the frame's
 * one rate-limit bucket), `/metrics` beyond loopback without a token, a short or placeholder
 * `metricsToken` — and the frame's own:
 * - SQLite (and `:memory:`): production runs several nodes on one PostgreSQL, since a login
 *   begun on one node finishes on another and the counters that stop guessing (codes, recovery
 *   passwords) hold only in one shared database;
 * - the KMS key file, the KMS client token or the secrets file inside `dataDir`: one backup of
 *   that folder would hold what opens the recovery shares or signs sessions;
 * - SMTP without TLS (`secure` or `requireTls`) to a host beyond loopback: codes and approval
 *   links would cross the network in clear;
 * - a social provider with `allowInsecureHttp`, which only the dev identity provider needs;
 * - operator custody with the in-process KMS (`kms.kind: 'file'`): when the operator can rebuild
 *   every key, the recovery shares' key belongs in the separate KMS process, not beside them.
 * @example
 * walletFrameProductionProblems(walletFrameConfigSchema.parse({ production: true })) // ['publicUrl is not set: …', …]
 */
export function walletFrameProductionProblems(config: WalletFrameConfig): string[] {
  if (!config.production) return []
  const paths = walletFramePaths(config)
  const problems = productionProblems({
    service: 'wallet frame',
    host: config.host,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    publicUrl: config.publicUrl,
    allowLoopbackOrigins: config.allowLoopbackOrigins,
    httpsUrls: [
      ...(config.kms.kind === 'remote'
        ? [
            {
              name: 'kms.url',
              url: config.kms.url,
              carries: 'the client token and recovery shares',
            },
          ]
        : []),
      {
        name: 'gatewayUrl',
        url: config.gatewayUrl,
        carries: "the proxy secret and visitors' addresses and calls",
      },
      {
        name: 'social.redirectUri',
        url: config.social.redirectUri,
        carries: "the providers' authorization codes",
      },
    ],
    secrets: [
      {
        name: 'gatewayProxySecret',
        value: config.gatewayProxySecret,
        unsetMeans:
          "the gateway then counts every visitor in the frame's one rate-limit bucket, so one visitor can use up everyone's; set it to the gateway's walletFrame.proxySecret.",
      },
    ],
    sqlite: config.database ? [] : [{ name: 'dbPath', path: paths.dbPath }],
    sqliteRefused: config.database
      ? undefined
      : {
          name: 'dbPath',
          reason:
            'wallet-frame nodes share one PostgreSQL in production (a login begun on one node finishes on another; code and recovery-password counters hold only in one database); set database.url (PORTICO_WALLET_FRAME_DATABASE_URL).',
        },
    outsideDataDir: {
      dataDir: config.dataDir,
      files: [
        ...(paths.kmsKeyPath ? [{ name: 'kms.keyPath', path: paths.kmsKeyPath }] : []),
        ...(config.kms.kind === 'remote'
          ? [{ name: 'kms.tokenPath', path: config.kms.tokenPath }]
          : []),
        { name: 'secretsPath', path: paths.secretsPath },
      ],
      reason:
        'one backup of the data folder would hold it beside what it protects; keep keys and secrets elsewhere (e.g. /etc/portico, mode 0400) or use { "kind": "remote" } with the KMS service.',
    },
  })
  const { smtp } = config
  if (!smtp.secure && !smtp.requireTls && !isLoopbackHost(smtp.host)) {
    problems.push(
      `smtp.host ${smtp.host} is reached without TLS: set smtp.secure (port 465) or smtp.requireTls (STARTTLS, port 587), or codes and approval links cross the network in clear.`,
    )
  }
  for (const [name, provider] of Object.entries(config.social.providers)) {
    if (provider?.allowInsecureHttp) {
      problems.push(
        `social.providers.${name}.allowInsecureHttp is on: it lets the provider be reached over plain http and is for the dev identity provider only.`,
      )
    }
  }
  if (config.custody === 'operator' && config.kms.kind === 'file') {
    problems.push(
      `custody is 'operator' with kms.kind 'file': when the operator can rebuild every key, production needs the separate KMS process (kms.kind 'remote'), so the service alone never holds the key to every recovery share.`,
    )
  }
  const operatorProjects = Object.entries(config.projectCustody)
    .filter(([, mode]) => mode === 'operator')
    .map(([project]) => project)
  if (operatorProjects.length > 0 && config.kms.kind === 'file') {
    problems.push(
      `projectCustody gives ${operatorProjects.join(', ')} operator custody with kms.kind 'file': the operator can rebuild those visitors' keys, so production needs the separate KMS process (kms.kind 'remote'), so the service alone never holds the key to their recovery shares.`,
    )
  }
  return problems
}
