import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

/**
 * A running anvil devnet started by {@link startLocalAnvil}.
 * @example const { rpcUrl, stop } = anvil
 */
export type LocalAnvil = {
  rpcUrl: string
  port: number
  chainId: number
  stop: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const arch = process.arch === 'arm64' ? 'arm64' : 'amd64'
  const manifest = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
  return join(dirname(manifest), 'bin', 'anvil')
}

async function waitForChainId(rpcUrl: string, deadline: number): Promise<number> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      const body = (await res.json()) as { result?: string }
      if (body.result) return Number(body.result)
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`anvil at ${rpcUrl} did not answer in time`)
}

/**
 * Starts anvil (from the `@foundry-rs/anvil` package) on a free 127.0.0.1 port and waits until
 * it answers `eth_chainId`. Used by the gateway's own tests and bench.
 * @example
 * const anvil = await startLocalAnvil({ chainId: 31337 })
 * await anvil.stop()
 */
export async function startLocalAnvil(options: {
  chainId: number
  args?: string[]
}): Promise<LocalAnvil> {
  const port = await freePort()
  const child = spawn(
    anvilBinary(),
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--chain-id',
      String(options.chainId),
      '--silent',
      ...(options.args ?? []),
    ],
    { stdio: 'ignore' },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const kill = () => child.kill('SIGKILL')
  process.once('exit', kill)
  const stop = async () => {
    process.removeListener('exit', kill)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const rpcUrl = `http://127.0.0.1:${port}`
  try {
    const chainId = await waitForChainId(rpcUrl, Date.now() + 15_000)
    if (chainId !== options.chainId) throw new Error(`${rpcUrl} is chain ${chainId}`)
  } catch (error) {
    await stop()
    throw error
  }
  return { rpcUrl, port, chainId: options.chainId, stop }
}
