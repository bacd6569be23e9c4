import { type EnvMap, loadServiceConfig, serviceEnv } from '@portico/server'
import { socialProviderNames } from '../social/socialProviderNames'
import { type WalletFrameConfig, walletFrameConfigSchema } from './walletFrameConfigSchema'

type Env = Record<string, string | undefined>

const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Anvil 31337', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Anvil 31338', rpcUrl: 'http://127.0.0.1:8546' },
]

/**
 * The variable naming the wallet frame's JSON config file (`--config FILE` takes precedence).
 * @example
 * process.env[WALLET_FRAME_CONFIG_ENV] // '/etc/portico/wallet-frame.json'
 */
export const WALLET_FRAME_CONFIG_ENV = 'PORTICO_WALLET_FRAME_CONFIG'

const socialEnv: EnvMap = Object.fromEntries(
  socialProviderNames.flatMap((name) => {
    const prefix = `PORTICO_SOCIAL_${name.toUpperCase()}_`
    return [
      [`${prefix}CLIENT_ID`, { path: `social.providers.${name}.clientId` }],
      [
        `${prefix}CLIENT_SECRET`,
        { path: `social.providers.${name}.clientSecret`, help: 'keeps the secret out of the file' },
      ],
    ]
  }),
)

/**
 * The environment variables that override the wallet frame's config file, and the field each
 * sets (`PORTICO_GATEWAY_FRAME_PROXY_SECRET` is the gateway's own variable: one secret for both
 * on one host).
 * @example
 * WALLET_FRAME_ENV.PORTICO_WALLET_FRAME_PORT // { path: 'port', kind: 'number', help: … }
 */
export const WALLET_FRAME_ENV: EnvMap = {
  ...serviceEnv('PORTICO_WALLET_FRAME'),
  PORTICO_WALLET_FRAME_DATA_DIR: {
    path: 'dataDir',
    help: 'database (SQLite), dev secrets and KMS key',
  },
  PORTICO_WALLET_FRAME_PUBLIC_URL: {
    path: 'publicUrl',
    help: 'the URL browsers reach the frame at',
  },
  // The spec's 30 s between login mails to one address; tests that log in again shorten it.
  PORTICO_WALLET_FRAME_MAIL_COOLDOWN_MS: { path: 'otp.resendCooldownMs', kind: 'number' },
  PORTICO_GATEWAY_URL: { path: 'gatewayUrl', help: "where projects' allowed origins are read" },
  PORTICO_GATEWAY_FRAME_PROXY_SECRET: {
    path: 'gatewayProxySecret',
    help: "the gateway's walletFrame.proxySecret",
  },
  PORTICO_SMTP_HOST: { path: 'smtp.host', help: 'the SMTP server mail goes to' },
  PORTICO_SMTP_PORT: { path: 'smtp.port', kind: 'number' },
  PORTICO_SMTP_USER: { path: 'smtp.user' },
  PORTICO_SMTP_PASS: { path: 'smtp.pass', help: 'keeps the password out of the file' },
  ...socialEnv,
}

/**
 * Reads the wallet frame's configuration: the JSON file (`--config FILE` among `argv`, else
 * `PORTICO_WALLET_FRAME_CONFIG`), then the variables of {@link WALLET_FRAME_ENV} over it. Without
 * chains the two dev devnets are used. Throws a ConfigError listing every problem.
 * @example
 * const config = loadConfig(process.env, process.argv.slice(2))
 */
export function loadConfig(
  env: Env = process.env,
  argv: readonly string[] = [],
): WalletFrameConfig {
  return loadServiceConfig({
    schema: walletFrameConfigSchema,
    env,
    argv,
    fileEnvVar: WALLET_FRAME_CONFIG_ENV,
    envMap: WALLET_FRAME_ENV,
    adjust: (merged) => {
      if (merged.chains === undefined) merged.chains = DEVNET_CHAINS
    },
  })
}
