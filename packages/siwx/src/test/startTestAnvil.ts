import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

async function freePort(): Promise<number> {
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

async function answersChainId(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    return response.ok
  } catch {
    return false
  }
}

/**
 * Start an anvil devnet on a free 127.0.0.1 port and wait until it answers; `stop()` kills it.
 * @example
 * const anvil = await startTestAnvil(31337)
 * afterAll(() => anvil.stop())
 */
export async function startTestAnvil(
  chainId: number,
): Promise<{ rpcUrl: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const binary = fileURLToPath(new URL('../../../../node_modules/.bin/anvil', import.meta.url))
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(chainId),
    '--silent',
  ]
  const child = spawn(binary, args, { stdio: 'ignore' })
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  // A crashed test run must not leave the devnet behind.
  process.once('exit', kill)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    process.removeListener('exit', kill)
    kill()
    await exited
  }
  const rpcUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  while (!(await answersChainId(rpcUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`anvil did not start on ${rpcUrl}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { rpcUrl, stop }
}
