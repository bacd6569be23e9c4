import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const serviceRoot = fileURLToPath(new URL('../../', import.meta.url))
const listening = /solana rpc listening on (\S+) \(subscriptions (\S+)\)/

/**
 * Start `server.ts` in its own Node process on free loopback ports (with `env` added), for tests
 * that must see whether the process survives what it is sent. `alive()` says whether it still
 * runs; `output()` is what it printed; `stop()` ends it.
 * @example
 * const solana = await spawnSolanaRpcProcess({ PORTICO_SOLANA_ALLOWED_ORIGINS: 'https://a.example' })
 */
export async function spawnSolanaRpcProcess(env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--conditions=portico-source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: serviceRoot,
      env: {
        ...process.env,
        PORTICO_SOLANA_PORT: '0',
        PORTICO_SOLANA_WS_PORT: '0',
        PORTICO_SOLANA_HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  const [, url = '', wsUrl = ''] = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No start within 30 s:\n${output}`)), 30_000)
    child.once('exit', (code) => reject(new Error(`Exited with ${code} at start:\n${output}`)))
    child.stdout.on('data', () => {
      const match = listening.exec(output)
      if (!match) return
      clearTimeout(timer)
      resolve(match)
    })
  })
  return {
    url,
    wsUrl,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    stop(): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      })
    },
  }
}
