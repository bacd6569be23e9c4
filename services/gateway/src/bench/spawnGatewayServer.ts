import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'

/**
 * Runs `src/server.ts` in its own Node process (so the gateway has an event loop, and a core, to
 * itself) with the given config file, and resolves once it logs the URL it listens on.
 * @example
 * const server = await spawnGatewayServer({ dir, config: { port: 0, dbPath } })
 * await server.stop()
 */
export async function spawnGatewayServer(args: {
  dir: string
  config: GatewayConfigInput
}): Promise<{ url: string; pid: number; stop: () => Promise<number | null> }> {
  const configPath = join(args.dir, 'gateway.json')
  writeFileSync(configPath, JSON.stringify(args.config))
  const serverPath = new URL('../server.ts', import.meta.url).pathname
  const child = spawn(
    process.execPath,
    ['--conditions=portico-source', '--import', 'tsx', serverPath],
    {
      cwd: new URL('../..', import.meta.url).pathname,
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !name.startsWith('PORTICO_GATEWAY_')),
        ),
        PORTICO_GATEWAY_CONFIG: configPath,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start: ${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', () => reject(new Error(`gateway exited: ${output}`)))
  })
  // Once it listens, its request log is drained unread: kept and searched as it was until then,
  // it grew by a line per request and the search ran over all of it at each chunk, in the
  // process that also generates the load, which then measured itself (about 400 req/s).
  child.stdout.removeAllListeners('data')
  child.stderr.removeAllListeners('data')
  child.stdout.resume()
  child.stderr.resume()
  return {
    url,
    pid: child.pid ?? 0,
    /** Sends SIGTERM and resolves to the exit code (0 for a clean shutdown). */
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}
