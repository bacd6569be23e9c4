import { fileURLToPath } from 'node:url'
import { spawnTied } from '../devnet/spawnTied'

/**
 * A local Solana chain started for a test.
 * @example
 * const solana: TestSolanaChain = await startSolanaRpc()
 */
export type TestSolanaChain = {
  /** JSON-RPC over HTTP. */
  url: string
  /** WebSocket subscriptions. */
  wsUrl: string
  /** The chain's genesis hash; its first 32 characters are the CAIP-2 reference. */
  genesisHash: string
  /** The seeded test token's mint address (PTT, 6 decimals). */
  mint: string
  close: () => Promise<void>
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const listening = /solana rpc listening on (\S+) \(subscriptions (\S+)\); test token (\S+)/

/**
 * Starts the local Solana chain of `services/solana-rpc` (litesvm behind the Solana JSON-RPC,
 * seeded with the test accounts and the PTT token) as a child process on free ports, tied to
 * this process so a killed test runner leaves none behind. A `cluster` name other than
 * `localnet` gives it another genesis hash: another network.
 *
 * @example
 * const solana = await startSolanaRpc()
 * const rpc = createSolanaRpc(solana.url)
 * await solana.close()
 */
export async function startSolanaRpc(
  options: { cluster?: string; timeoutMs?: number } = {},
): Promise<TestSolanaChain> {
  const tied = spawnTied(
    process.execPath,
    ['--conditions=portico-source', '--import', 'tsx', 'services/solana-rpc/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORTICO_SOLANA_PORT: '0',
        PORTICO_SOLANA_WS_PORT: '0',
        PORTICO_SOLANA_HOST: '127.0.0.1',
        PORTICO_SOLANA_CLUSTER: options.cluster ?? 'localnet',
      },
    },
  )
  const exited = new Promise<void>((resolve) => tied.child.once('exit', () => resolve()))
  let output = ''
  const started = new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => {
      tied.kill()
      reject(new Error(`the Solana chain did not start in time:\n${output}`))
    }, options.timeoutMs ?? 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = listening.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match)
      }
    }
    tied.child.stdout.on('data', read)
    tied.child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`the Solana chain exited during start-up:\n${output}`))
    })
  })
  const [, url = '', wsUrl = '', mint = ''] = await started
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
  })
  const { result: genesisHash } = (await response.json()) as { result: string }
  return {
    url,
    wsUrl,
    genesisHash,
    mint,
    close: async () => {
      tied.terminate()
      await exited
    },
  }
}
