import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// Deep imports on purpose: the devnet index also loads viem, which takes seconds through tsx.
import { compileContracts } from '@portico/test/devnet/compileContracts'
import { deployTestTokens } from '@portico/test/devnet/deployTestTokens'
import { type Anvil, startAnvil } from '@portico/test/devnet/startAnvil'
import { defaultTestTokens } from '@portico/test/devnet/testTokens'
import { assertPortsFree } from './assertPortsFree'
import { demoEnv } from './demoEnv'
import { gatewayConfig } from './gatewayConfig'
import { repoRoot } from './repoRoot'
import type { StackInfo } from './StackInfo'
import type { Service } from './spawnService'
import { defaultStackPorts, type StackPorts } from './stackPorts'
import { startNodeService } from './startNodeService'
import { startViteApp } from './startViteApp'

/**
 * Options of {@link startStack}.
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

/**
 * A running dev stack.
 * @example
 * const stack: Stack = await startStack()
 * await stack.stop()
 */
export type Stack = StackInfo & {
  /** Milliseconds from the call to everything answering. */
  startedInMs: number
  /** Resolves when the stack has stopped: `stop()` was called, or a process died (`crash`). */
  stopped: Promise<StackStop>
  /** Stops every process (services first, devnets last). Safe to call twice. */
  stop: () => Promise<void>
  /**
   * Stops the relay and starts it again on the same port and database (what it stored
   * survives); resolves once it answers. For tests of clients riding out a relay restart.
   */
  restartRelay: () => Promise<void>
}

/**
 * Why a stack stopped.
 * @example
 * const stop: StackStop = await stack.stopped
 * if (stop.reason === 'crash') console.error(stop.service)
 */
export type StackStop =
  | { reason: 'stopped' }
  | { reason: 'crash'; service: string; message: string }

const host = '127.0.0.1'
const devnets = [
  { key: 'devnetA', chainId: 31337, name: 'Portico Devnet A' },
  { key: 'devnetB', chainId: 31338, name: 'Portico Devnet B' },
] as const

/**
 * Starts the whole dev stack as one process tree: two anvil devnets (chains 31337 and 31338)
 * with the test tokens deployed and minted to anvil's default accounts, the gateway, the relay,
 * the demo site and the test wallet app. Ports are fixed and token addresses known up front
 * (fresh devnets), so all parts start at once. If any process dies, the rest is stopped and
 * `stopped` resolves with the cause.
 *
 * @example
 * const stack = await startStack({ ports: { demo: 15173 }, apps: 'preview' })
 * console.log(stack.urls.demo)
 * await stack.stop()
 */
export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  const startedAt = performance.now()
  const since = () => `${Math.round(performance.now() - startedAt)} ms`
  const root = repoRoot()
  const ports = { ...defaultStackPorts, ...options.ports }
  const log = options.log ?? consoleLog
  const apps = options.apps ?? 'dev'
  const timeoutMs = options.serviceTimeoutMs ?? 60_000
  const gatewayEntry = join(root, 'services/gateway/src/server.ts')
  const relayEntry = join(root, 'services/relay/src/server.ts')
  const walletAppDir = join(root, 'apps/test-wallet')
  const withGateway = options.gateway ?? existsSync(gatewayEntry)
  const withRelay = options.relay ?? existsSync(relayEntry)
  const withWalletApp = apps !== false && existsSync(join(walletAppDir, 'vite.config.ts'))

  await assertPortsFree(
    [
      ['devnet 31337', ports.devnetA] as const,
      ['devnet 31338', ports.devnetB] as const,
      ...(withGateway ? [['gateway', ports.gateway] as const] : []),
      ...(withRelay ? [['relay', ports.relay] as const] : []),
      ...(apps ? [['demo', ports.demo] as const] : []),
      ...(withWalletApp ? [['test wallet', ports.testWallet] as const] : []),
    ],
    host,
  )

  const tokens = defaultTestTokens
  const info: StackInfo = {
    urls: {
      ...(apps ? { demo: `http://${host}:${ports.demo}` } : {}),
      ...(withWalletApp ? { testWallet: `http://${host}:${ports.testWallet}` } : {}),
      ...(withGateway ? { gateway: `http://${host}:${ports.gateway}` } : {}),
      ...(withRelay ? { relay: `ws://${host}:${ports.relay}` } : {}),
    },
    chains: devnets.map((devnet) => ({
      chainId: devnet.chainId,
      name: devnet.name,
      rpcUrl: `http://${host}:${ports[devnet.key]}`,
      tokens,
    })),
    projectId: options.projectId ?? 'portico-demo',
  }

  const ownsDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portico-stack-'))
  mkdirSync(dataDir, { recursive: true })
  const anvils: Anvil[] = []
  const services: Service[] = []
  let stopping = false
  let settle: (stop: StackStop) => void = () => {}
  const stopped = new Promise<StackStop>((resolve) => {
    settle = resolve
  })
  const stopAll = async () => {
    stopping = true
    await Promise.all(services.map((service) => service.stop()))
    await Promise.all(anvils.map((anvil) => anvil.stop()))
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  const crashed = (name: string, message: string) => {
    // Ctrl-C signals the whole process group: children may exit before the parent's handler
    // has marked the stack as stopping. Wait a moment before calling it a crash.
    setTimeout(() => {
      if (stopping) return
      log('stack', `${name} stopped unexpectedly (${message.split('\n')[0]}). Stopping the stack.`)
      void stopAll().then(() => settle({ reason: 'crash', service: name, message }))
    }, 150)
  }
  const started = <T extends Service | Anvil>(name: string, part: Promise<T>) =>
    part.then((value) => {
      log('stack', `${name} answering after ${since()}`)
      if ('recentOutput' in value) {
        services.push(value)
        void value.exited.then(({ code, signal }) => {
          // A service taken out of the list on purpose (restartRelay) did not crash.
          if (services.includes(value))
            crashed(name, `exit code ${code}, signal ${signal}\n${value.recentOutput()}`)
        })
      } else {
        anvils.push(value)
        void value.exited.then(({ code, signal, expected }) => {
          if (!expected) crashed(name, `exit code ${code}, signal ${signal}`)
        })
      }
      return value
    })

  const baseEnv = { ...process.env, ...options.env }
  const viteEnv = { ...baseEnv, ...demoEnv(info) }
  const parts: Promise<unknown>[] = [
    ...devnets.map(async (devnet, index) => {
      const [, anvil] = await Promise.all([
        compileContracts(),
        started(
          `devnet ${devnet.chainId}`,
          startAnvil({ chainId: devnet.chainId, port: ports[devnet.key], host }),
        ),
      ])
      const deployed = await deployTestTokens(anvil.rpcUrl)
      if (JSON.stringify(deployed) !== JSON.stringify(info.chains[index]?.tokens)) {
        throw new Error(
          `devnet ${devnet.chainId}: test tokens did not land at the expected addresses`,
        )
      }
      log('stack', `test tokens deployed on ${devnet.chainId} after ${since()}`)
    }),
  ]
  if (withGateway) {
    const configFile = join(dataDir, 'gateway.config.json')
    const allowedOrigins = [ports.demo, ports.testWallet].flatMap((port) => [
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
    ])
    const dbPath = join(dataDir, 'gateway.sqlite')
    const config = gatewayConfig({
      chains: info.chains,
      projectId: info.projectId,
      allowedOrigins,
      dbPath,
      testWalletUrl: info.urls.testWallet,
    })
    writeFileSync(configFile, JSON.stringify(config, null, 2))
    const env = {
      ...baseEnv,
      PORTICO_GATEWAY_CONFIG: configFile,
      PORTICO_GATEWAY_PORT: String(ports.gateway),
      PORTICO_GATEWAY_HOST: host,
    }
    const readyUrl = `http://${host}:${ports.gateway}/`
    parts.push(
      started(
        'gateway',
        startNodeService({
          name: 'gateway',
          entry: gatewayEntry,
          cwd: root,
          env,
          readyUrl,
          log,
          timeoutMs,
        }),
      ),
    )
  }
  const relayOptions = {
    name: 'relay',
    entry: relayEntry,
    cwd: root,
    env: {
      ...baseEnv,
      PORTICO_RELAY_PORT: String(ports.relay),
      PORTICO_RELAY_HOST: host,
      PORTICO_RELAY_DB: join(dataDir, 'relay.sqlite'),
    },
    readyUrl: `http://${host}:${ports.relay}/health`,
    log,
    timeoutMs,
  }
  if (withRelay) parts.push(started('relay', startNodeService(relayOptions)))
  if (apps) {
    const env = { ...viteEnv, PORTICO_DEMO_PORT: String(ports.demo) }
    const app = {
      name: 'demo',
      appDir: join(root, 'apps/demo'),
      host,
      port: ports.demo,
      mode: apps,
      outDir: join(dataDir, 'demo-dist'),
      env,
      log,
      timeoutMs,
    }
    parts.push(started('demo', startViteApp(app)))
  }
  if (apps && withWalletApp) {
    const env = { ...viteEnv, PORTICO_TEST_WALLET_PORT: String(ports.testWallet) }
    const app = {
      name: 'test-wallet',
      appDir: walletAppDir,
      host,
      port: ports.testWallet,
      mode: apps,
      outDir: join(dataDir, 'test-wallet-dist'),
      env,
      log,
      timeoutMs,
    }
    parts.push(started('test-wallet', startViteApp(app)))
  }

  const results = await Promise.allSettled(parts)
  const failed = results.find((result) => result.status === 'rejected')
  if (failed || stopping) {
    await stopAll()
    throw failed?.reason ?? new Error('a process of the stack died during start-up')
  }
  const stop = async () => {
    if (!stopping) {
      await stopAll()
      settle({ reason: 'stopped' })
    }
    await stopped
  }
  const restartRelay = async () => {
    const relay = services.find((service) => service.name === 'relay')
    if (!relay || stopping) throw new Error('restartRelay: the stack runs no relay')
    services.splice(services.indexOf(relay), 1)
    await relay.stop()
    await started('relay', startNodeService(relayOptions))
  }
  return {
    ...info,
    startedInMs: Math.round(performance.now() - startedAt),
    stopped,
    stop,
    restartRelay,
  }
}

function consoleLog(service: string, line: string) {
  const prefix = `[${service}]`
  console.log(line.startsWith(prefix) ? line : `${prefix} ${line}`)
}
