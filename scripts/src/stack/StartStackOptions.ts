import type { StackPorts } from './stackPorts'

/**
 * Options of `startStack`.
 * @example
 * const options: StartStackOptions = { ports: { demo: 15173 }, apps: 'preview' }
 */
export type StartStackOptions = {
  /** Ports to use; missing ones take the conventional defaults (5173, 5174, 8787, 8788, 8545, 8546). */
  ports?: Partial<StackPorts>
  /** `dev` (default): Vite dev servers; `preview`: production builds; `false`: no web apps. */
  apps?: 'dev' | 'preview' | false
  /** Start the gateway / relay (default: when their `server.ts` exists). */
  gateway?: boolean
  relay?: boolean
  /**
   * Start the wallet frame, the dev mail catcher and the dev identity provider (default: when
   * the frame's `server.ts` exists).
   */
  walletFrame?: boolean
  /** Start the on-ramp sandbox provider (default: when its `server.ts` exists). */
  onramp?: boolean
  /** Start the sandbox exchange (default: with the gateway, when its `server.ts` exists). */
  exchange?: boolean
  /** Start the Bitcoin regtest chain (default: with the gateway, when litecoind is installed). */
  bitcoin?: boolean
  /** Deploy ERC-4337 and start an alto bundler per devnet (default: with the gateway). */
  bundlers?: boolean
  /** Start the local Solana chain (default: with the gateway, when its `server.ts` exists). */
  solana?: boolean
  /** Folder for databases, configs and builds; a fresh temp folder (removed on stop) by default. */
  dataDir?: string
  projectId?: string
  /** Receives every line the stack and its processes print; defaults to the console, prefixed. */
  log?: (service: string, line: string) => void
  /** Extra environment for every child process. */
  env?: Record<string, string | undefined>
  /** How long each service may take to answer (default 60 s: the machine may be busy). */
  serviceTimeoutMs?: number
}
