import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StackChain } from './StackInfo'
import type { Service } from './spawnService'
import type { StackPorts } from './stackPorts'
import { startNodeService } from './startNodeService'
import { solanaGatewayChain } from './startSolanaRpc'
import { walletFrameConfig } from './walletFrameConfig'

/**
 * Options of {@link startEmbeddedWalletServices}: where the stack runs and what the frame
 * talks to.
 * @example
 * const options: EmbeddedWalletServicesOptions = { root, host: '127.0.0.1', ports, frameUrl: 'http://localhost:8789', dataDir, chains, frameProxySecret, env, log, timeoutMs: 60_000 }
 */
export type EmbeddedWalletServicesOptions = {
  root: string
  host: string
  ports: StackPorts
  /** Where pages reach the frame (`urls.walletFrame`): its public URL and social callback's base. */
  frameUrl: string
  /** The stack's data folder: the frame's config file and its own folder go there. */
  dataDir: string
  chains: readonly StackChain[]
  solanaRpcUrl?: string | undefined
  /** Shared with the gateway: the frame's calls count per visitor there. */
  frameProxySecret: string
  env: Record<string, string | undefined>
  log: (service: string, line: string) => void
  timeoutMs: number
}

/**
 * The embedded wallet's part of the dev stack: the mail catcher (SMTP and inbox), the dev
 * identity provider (all six social logins), and the wallet frame configured for both, the
 * gateway and the devnets. Each resolves once it answers over HTTP.
 * @example
 * const { mail, oidc, walletFrame } = startEmbeddedWalletServices(options)
 */
export function startEmbeddedWalletServices(options: EmbeddedWalletServicesOptions): {
  mail: Promise<Service>
  oidc: Promise<Service>
  walletFrame: Promise<Service>
} {
  const { root, host, ports, env, log, timeoutMs } = options
  const configFile = join(options.dataDir, 'wallet-frame.config.json')
  const config = walletFrameConfig({
    chains: options.chains,
    port: ports.walletFrame,
    publicUrl: options.frameUrl,
    dataDir: join(options.dataDir, 'wallet-frame'),
    gatewayUrl: `http://${host}:${ports.gateway}`,
    smtpPort: ports.mailSmtp,
    solana: options.solanaRpcUrl ? solanaGatewayChain(options.solanaRpcUrl) : undefined,
    gatewayProxySecret: options.frameProxySecret,
    identityProviderUrl: `http://${host}:${ports.oidc}`,
  })
  writeFileSync(configFile, JSON.stringify(config, null, 2))
  const node = (name: string, entry: string, nodeEnv: Record<string, string>, readyUrl: string) =>
    startNodeService({
      name,
      entry: join(root, entry),
      cwd: root,
      env: { ...env, ...nodeEnv },
      readyUrl,
      log,
      timeoutMs,
    })
  return {
    mail: node(
      'mail',
      'services/wallet-frame-dev/src/mailCatcher.ts',
      { PORTICO_SMTP_PORT: String(ports.mailSmtp), PORTICO_MAIL_WEB_PORT: String(ports.mailWeb) },
      `http://${host}:${ports.mailWeb}/healthz`,
    ),
    oidc: node(
      'oidc',
      'services/wallet-frame-dev/src/identityProvider.ts',
      {
        PORTICO_OIDC_PORT: String(ports.oidc),
        PORTICO_OIDC_REDIRECT_URIS: `${options.frameUrl}/social/callback`,
      },
      `http://${host}:${ports.oidc}/.well-known/openid-configuration`,
    ),
    walletFrame: node(
      'wallet-frame',
      'services/wallet-frame/src/server.ts',
      { PORTICO_WALLET_FRAME_CONFIG: configFile },
      `http://${host}:${ports.walletFrame}/health`,
    ),
  }
}
