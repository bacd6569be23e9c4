import type { StackProcesses } from './createStackProcesses'
import type { ExchangeStackSetup } from './exchangeConfig'
import type { StackInfo } from './StackInfo'
import type { StackParts } from './StackParts'
import type { StackPorts } from './stackPorts'
import type { bitcoinGatewayChain } from './startBitcoinRegtest'

/**
 * Everything a stack's services start from, settled before any of them starts: ports, URLs and
 * contract addresses are known up front, so what one service hands another (the gateway's URL
 * to the NFTs, the frame's proxy secret to the gateway, the on-ramp secret to both) is here.
 * @example
 * const ctx: StackContext = await createStackContext(options, performance.now())
 */
export type StackContext = {
  root: string
  host: string
  ports: StackPorts
  running: StackParts
  info: StackInfo
  /** `dev`: Vite dev servers; `preview`: production builds; `false`: no web apps. */
  apps: 'dev' | 'preview' | false
  dataDir: string
  /** The environment of every child process. */
  baseEnv: Record<string, string | undefined>
  /** The web apps' environment: `baseEnv` and what the demo reads of the stack. */
  viteEnv: Record<string, string | undefined>
  log: (service: string, line: string) => void
  timeoutMs: number
  /** How long since the stack began, for the log. */
  since: () => string
  processes: StackProcesses
  bitcoinChain: ReturnType<typeof bitcoinGatewayChain>
  /** The on-ramp sandbox the gateway signs checkouts for, when it runs. */
  onramp: { url: string; secret: string; treasury: string } | undefined
  /** The sandbox exchange the gateway lists for Pay, when it runs: its API key and hot wallet keys. */
  exchange: ExchangeStackSetup | undefined
  /** Shared by the wallet frame and the gateway, made fresh for each stack. */
  frameProxySecret: string
  /** The apps' origins: the project's allowed origins, and where the on-ramp may return. */
  allowedOrigins: string[]
}
