import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

/**
 * A running anvil devnet started by {@link startLocalAnvil}.
 * @example
 * const client = createPublicClient({ transport: http(devnet.rpcUrl) })
 */
export type LocalAnvil = { rpcUrl: string; chainId: number; stop: () => Promise<void> }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitForChainId(rpcUrl: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // Not listening yet: poll again.
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`anvil at ${rpcUrl} did not answer in time`)
}

/**
 * Starts an anvil devnet on a free 127.0.0.1 port for one test file and waits until it answers.
 * @example
 * const devnet = await startLocalAnvil(31337)
 * await devnet.stop()
 */
export async function startLocalAnvil(chainId: number): Promise<LocalAnvil> {
  const require = createRequire(import.meta.url)
  const arch = process.arch === 'arm64' ? 'arm64' : 'amd64'
  const manifest = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
  const port = await freePort()
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(chainId),
    '--silent',
  ]
  const child = spawn(join(dirname(manifest), 'bin', 'anvil'), args, { stdio: 'ignore' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const rpcUrl = `http://127.0.0.1:${port}`
  try {
    await waitForChainId(rpcUrl, Date.now() + 15_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { rpcUrl, chainId, stop }
}
