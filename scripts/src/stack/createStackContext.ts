import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { anvilAccounts } from '@portico/test/devnet/testAccounts'
import { assertPortsFree } from './assertPortsFree'
import { consoleLog } from './consoleLog'
import { createStackProcesses } from './createStackProcesses'
import { demoEnv } from './demoEnv'
import { repoRoot } from './repoRoot'
import type { StackContext } from './StackContext'
import type { StartStackOptions } from './StartStackOptions'
import { stackDevnets } from './stackDevnets'
import { stackInfoOf } from './stackInfoOf'
import { stackPartsOf } from './stackPartsOf'
import { defaultStackPorts } from './stackPorts'
import { stackPortsInUse } from './stackPortsInUse'
import { bitcoinGatewayChain } from './startBitcoinRegtest'

const host = '127.0.0.1'

/**
 * Settle what the stack will run and where, check its ports are free, and make its data folder,
 * secrets and process tracker.
 * @example
 * const ctx = await createStackContext({ apps: false }, performance.now())
 */
export async function createStackContext(
  options: StartStackOptions,
  startedAt: number,
): Promise<StackContext> {
  const root = repoRoot()
  const ports = { ...defaultStackPorts, ...options.ports }
  const log = options.log ?? consoleLog
  const running = stackPartsOf(options, root)

  await assertPortsFree(stackPortsInUse(ports, running), host)

  const bitcoinChain = bitcoinGatewayChain(
    `http://${host}:${ports.bitcoin}`,
    randomBytes(16).toString('hex'),
  )
  const info = stackInfoOf({
    host,
    ports,
    parts: running,
    devnets: stackDevnets,
    projectId: options.projectId ?? 'portico-demo',
    bitcoinCaipNetworkId: bitcoinChain.params.caipNetworkId,
    bitcoinRpcUrl: bitcoinChain.rpcUrl,
  })

  const ownsDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portico-stack-'))
  mkdirSync(dataDir, { recursive: true })
  const since = () => `${Math.round(performance.now() - startedAt)} ms`
  const processes = createStackProcesses({
    log,
    since,
    cleanup: () => {
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  })
  const baseEnv = { ...process.env, ...options.env }
  return {
    root,
    host,
    ports,
    running,
    info,
    apps: options.apps ?? 'dev',
    dataDir,
    baseEnv,
    viteEnv: { ...baseEnv, ...demoEnv(info) },
    log,
    timeoutMs: options.serviceTimeoutMs ?? 60_000,
    since,
    processes,
    bitcoinChain,
    // The gateway signs each checkout's order with it; the sandbox fills only those orders.
    onramp: info.urls.onramp
      ? {
          url: info.urls.onramp,
          secret: randomBytes(24).toString('base64url'),
          // A devnet account no other flow uses: what buyers receive comes from it.
          treasury: anvilAccounts[8]?.address ?? '',
        }
      : undefined,
    // The gateway calls the exchange with this key; its hot wallet is new in every stack.
    exchange: info.urls.exchange
      ? {
          url: info.urls.exchange,
          apiKey: randomBytes(24).toString('base64url'),
          evmPrivateKey: `0x${randomBytes(32).toString('hex')}`,
          solanaSecretKey: `0x${randomBytes(32).toString('hex')}`,
        }
      : undefined,
    // The wallet frame tells the gateway whose call each one is; the gateway believes it only
    // with this secret, made fresh for each stack.
    frameProxySecret: randomBytes(32).toString('base64url'),
    allowedOrigins: [ports.demo, ports.testWallet].flatMap((port) => [
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
    ]),
  }
}
