import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnTied } from '../devnet/spawnTied'

/**
 * A gateway (`services/gateway`) running for a test.
 * @example const gateway: GatewayProcess = await startGatewayProcess({ chains, projects })
 */
export type GatewayProcess = {
  url: string
  close: () => Promise<void>
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

/**
 * Starts the real gateway as a child process tied to this one (a killed test runner leaves none
 * behind) on a loopback port the OS gives it (port 0, read back from its start-up line: a port
 * picked free beforehand could be taken by another test's process before the gateway binds
 * it), with `config` as its configuration file (in-memory SQLite and no indexer unless given),
 * and resolves once it answers HTTP. For tests of other services
 * that call the gateway, which cannot import it.
 * @example
 * const gateway = await startGatewayProcess({
 *   chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: anvil.rpcUrl, bundlerUrl: alto.url }],
 *   projects: [{ projectId: 'p', allowedOrigins: ['http://127.0.0.1:5173'] }],
 * })
 * await gateway.close()
 */
export async function startGatewayProcess(
  config: Record<string, unknown>,
  options: { timeoutMs?: number } = {},
): Promise<GatewayProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-gateway-'))
  const configPath = join(dir, 'gateway.config.json')
  writeFileSync(
    configPath,
    JSON.stringify({ dbPath: ':memory:', indexer: { enabled: false }, ...config }),
  )
  const tied = spawnTied(
    process.execPath,
    ['--conditions=portico-source', '--import', 'tsx', 'services/gateway/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORTICO_GATEWAY_CONFIG: configPath,
        PORTICO_GATEWAY_PORT: '0',
        PORTICO_GATEWAY_HOST: '127.0.0.1',
      },
    },
  )
  let output = ''
  tied.child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  tied.child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const close = async () => {
    await tied.stop(5_000)
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  for (;;) {
    if (tied.child.exitCode !== null || tied.child.signalCode !== null) {
      await close()
      throw new Error(`the gateway exited during start-up:\n${output}`)
    }
    const url = /gateway listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
    const up =
      url !== undefined &&
      (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) }).then(
        (res) => res.status < 500,
        () => false,
      ))
    if (url && up) return { url, close }
    if (Date.now() > deadline) {
      await close()
      throw new Error(`the gateway did not answer in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
