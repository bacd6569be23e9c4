import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// Deep imports on purpose: the devnet index also loads viem, which takes seconds through tsx.
import { compileContracts } from '@portico/test/devnet/compileContracts'
import { deployIdRegistry } from '@portico/test/devnet/deployIdRegistry'
import { deployTestNfts } from '@portico/test/devnet/deployTestNfts'
import { deployTestTokens } from '@portico/test/devnet/deployTestTokens'
import { deployUniswapV2 } from '@portico/test/devnet/deployUniswapV2'
import { type Anvil, startAnvil } from '@portico/test/devnet/startAnvil'
import { anvilAccounts } from '@portico/test/devnet/testAccounts'
import { assertPortsFree } from './assertPortsFree'
import { demoEnv } from './demoEnv'
import { gatewayConfig } from './gatewayConfig'
import { onrampSandboxConfig } from './onrampConfig'
import { repoRoot } from './repoRoot'
import type { StackInfo } from './StackInfo'
import type { StackParts } from './StackParts'
import type { Service } from './spawnService'
import { stackInfoOf } from './stackInfoOf'
import { defaultStackPorts, type StackPorts } from './stackPorts'
import { stackPortsInUse } from './stackPortsInUse'
import {
  bitcoinGatewayChain,
  bitcoinRegtestAvailable,
  startBitcoinRegtest,
} from './startBitcoinRegtest'
import { startBundler } from './startBundler'
import { startEmbeddedWalletServices } from './startEmbeddedWalletServices'
import { startNodeService } from './startNodeService'
import { solanaGatewayChain, solanaRpcEntry, startSolanaRpc } from './startSolanaRpc'
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
  /**
   * Start the wallet frame, the dev mail catcher and the dev identity provider (default: when
   * the frame's `server.ts` exists).
   */
  walletFrame?: boolean
  /** Start the on-ramp sandbox provider (default: when its `server.ts` exists). */
  onramp?: boolean
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
  /** The gateway's SQLite file, when the stack runs the gateway (tests read what it stored). */
  gatewayDbPath?: string
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
const GATEWAY_DB_FILE = 'gateway.sqlite'
const devnets = [
  { key: 'devnetA', bundlerKey: 'bundlerA', chainId: 31337, name: 'Portico Devnet A' },
  { key: 'devnetB', bundlerKey: 'bundlerB', chainId: 31338, name: 'Portico Devnet B' },
] as const

/**
 * Starts the whole dev stack as one process tree: two anvil devnets (chains 31337 and 31338)
 * with the test tokens deployed and minted to anvil's default accounts, the gateway, the relay,
 * the wallet frame with its dev mail catcher and dev identity provider, the demo site and the test wallet app. Ports are
 * fixed and token addresses known up front (fresh devnets), so all parts start at once. If any
 * process dies, the rest is stopped and
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
  const walletFrameEntry = join(root, 'services/wallet-frame/src/server.ts')
  const walletAppDir = join(root, 'apps/test-wallet')
  const onrampEntry = join(root, 'services/onramp-sandbox/src/server.ts')
  const withGateway = options.gateway ?? existsSync(gatewayEntry)
  // Which parts run: asked for, or present in this checkout (the optional ones need the gateway).
  const running: StackParts = {
    gateway: withGateway,
    relay: options.relay ?? existsSync(relayEntry),
    walletFrame: options.walletFrame ?? existsSync(walletFrameEntry),
    walletApp: apps !== false && existsSync(join(walletAppDir, 'vite.config.ts')),
    onramp: (options.onramp ?? existsSync(onrampEntry)) && withGateway,
    bitcoin: (options.bitcoin ?? bitcoinRegtestAvailable()) && withGateway,
    bundlers: options.bundlers ?? withGateway,
    solana: options.solana ?? (withGateway && existsSync(solanaRpcEntry(root))),
    apps: apps !== false,
  }

  await assertPortsFree(stackPortsInUse(ports, running), host)

  const bitcoinChain = bitcoinGatewayChain(
    `http://${host}:${ports.bitcoin}`,
    randomBytes(16).toString('hex'),
  )
  const info = stackInfoOf({
    host,
    ports,
    parts: running,
    devnets,
    projectId: options.projectId ?? 'portico-demo',
    bitcoinCaipNetworkId: bitcoinChain.params.caipNetworkId,
    bitcoinRpcUrl: bitcoinChain.rpcUrl,
  })

  const ownsDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portico-stack-'))
  mkdirSync(dataDir, { recursive: true })
  const anvils: Pick<Anvil, 'exited' | 'stop'>[] = []
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
  const started = <T extends Service | Pick<Anvil, 'exited' | 'stop'>>(
    name: string,
    part: Promise<T>,
  ) =>
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
  // The gateway signs each checkout's order with it; the sandbox fills only those orders.
  const onramp = info.urls.onramp
    ? {
        url: info.urls.onramp,
        secret: randomBytes(24).toString('base64url'),
        // A devnet account no other flow uses: what buyers receive comes from it.
        treasury: anvilAccounts[8]?.address ?? '',
      }
    : undefined
  // The wallet frame tells the gateway whose call each one is; the gateway believes it only with
  // this secret, made fresh for each stack.
  const frameProxySecret = randomBytes(32).toString('base64url')
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
      // ERC-4337 and its bundler have their own deployer: they come up beside the rest.
      const bundler = running.bundlers
        ? started(
            `bundler ${devnet.chainId}`,
            startBundler({
              chainId: devnet.chainId,
              rpcUrl: anvil.rpcUrl,
              port: ports[devnet.bundlerKey],
              log,
              timeoutMs,
            }),
          )
        : undefined
      // Awaited below; handled here too, so a failing token deployment leaves no stray rejection.
      bundler?.catch(() => {})
      const deployed = await deployTestTokens(anvil.rpcUrl)
      if (JSON.stringify(deployed) !== JSON.stringify(info.chains[index]?.tokens)) {
        throw new Error(
          `devnet ${devnet.chainId}: test tokens did not land at the expected addresses`,
        )
      }
      log('stack', `test tokens deployed on ${devnet.chainId} after ${since()}`)
      await deployUniswapV2(anvil.rpcUrl, deployed)
      log('stack', `Uniswap V2 pools seeded on ${devnet.chainId} after ${since()}`)
      await deployIdRegistry(anvil.rpcUrl)
      log('stack', `Farcaster ID registry deployed on ${devnet.chainId} after ${since()}`)
      // Their token URIs point at the gateway, which serves the metadata and images.
      if (info.urls.gateway) {
        await deployTestNfts(anvil.rpcUrl, { metadataBaseUrl: info.urls.gateway })
        log('stack', `test NFTs minted on ${devnet.chainId} after ${since()}`)
      }
      await bundler
    }),
  ]
  // The apps' origins: the project's allowed origins, and where the on-ramp sandbox may return.
  const allowedOrigins = [ports.demo, ports.testWallet].flatMap((port) => [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
  ])
  if (withGateway) {
    const configFile = join(dataDir, 'gateway.config.json')
    const dbPath = join(dataDir, GATEWAY_DB_FILE)
    const config = gatewayConfig({
      chains: info.chains,
      projectId: info.projectId,
      allowedOrigins,
      dbPath,
      testWalletUrl: info.urls.testWallet,
      onramp,
      bitcoin: running.bitcoin ? bitcoinChain : undefined,
      solana: info.urls.solanaRpc ? solanaGatewayChain(info.urls.solanaRpc) : undefined,
      frameProxySecret,
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
  if (running.relay) parts.push(started('relay', startNodeService(relayOptions)))
  if (running.bitcoin) {
    const bitcoin = {
      host,
      port: ports.bitcoin,
      dataDir,
      rpcPassword: bitcoinChain.rpcPassword,
      log,
      timeoutMs,
    }
    parts.push(started('bitcoin', startBitcoinRegtest(bitcoin)))
  }
  if (running.solana) {
    const solana = {
      root,
      host,
      port: ports.solana,
      wsPort: ports.solanaWs,
      env: baseEnv,
      log,
      timeoutMs,
    }
    parts.push(started('solana', startSolanaRpc(solana)))
  }
  if (onramp) {
    const configFile = join(dataDir, 'onramp-sandbox.config.json')
    const config = onrampSandboxConfig(info.chains, {
      secret: onramp.secret,
      treasuryKey: anvilAccounts[8]?.privateKey ?? '',
      dbPath: join(dataDir, 'onramp-sandbox.sqlite'),
      allowedRedirectOrigins: allowedOrigins,
    })
    writeFileSync(configFile, JSON.stringify(config, null, 2))
    parts.push(
      started(
        'onramp',
        startNodeService({
          name: 'onramp',
          entry: onrampEntry,
          cwd: root,
          env: {
            ...baseEnv,
            PORTICO_ONRAMP_CONFIG: configFile,
            PORTICO_ONRAMP_PORT: String(ports.onramp),
            PORTICO_ONRAMP_HOST: host,
          },
          readyUrl: `${onramp.url}/health`,
          log,
          timeoutMs,
        }),
      ),
    )
  }
  if (running.walletFrame) {
    const embedded = startEmbeddedWalletServices({
      root,
      host,
      ports,
      dataDir,
      chains: info.chains,
      solanaRpcUrl: info.urls.solanaRpc,
      frameProxySecret,
      env: baseEnv,
      log,
      timeoutMs,
    })
    parts.push(
      started('mail', embedded.mail),
      started('oidc', embedded.oidc),
      started('wallet-frame', embedded.walletFrame),
    )
  }
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
  if (apps && running.walletApp) {
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
    ...(withGateway && { gatewayDbPath: join(dataDir, GATEWAY_DB_FILE) }),
  }
}

function consoleLog(service: string, line: string) {
  const prefix = `[${service}]`
  console.log(line.startsWith(prefix) ? line : `${prefix} ${line}`)
}
