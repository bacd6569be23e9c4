import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const GATEWAY_SERVER = fileURLToPath(new URL('../../../gateway/src/server.ts', import.meta.url))

/**
 * A gateway node in a process of its own (`services/gateway/src/server.ts` with the JSON
 * config `config`, written to `configPath`), for the cluster test: resolves once it listens.
 * `indexing()` tells whether it said it took the indexer lock; `kill()` ends it with SIGKILL.
 * @example
 * const node = await spawnGatewayNode({ database: { url }, redis: { url } }, '/tmp/gw.json')
 */
export async function spawnGatewayNode(config: Record<string, unknown>, configPath: string) {
  writeFileSync(configPath, JSON.stringify({ port: 0, ...config }))
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=portico-source', '--import', 'tsx', GATEWAY_SERVER],
    {
      env: { ...process.env, PORTICO_GATEWAY_CONFIG: configPath },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  let indexing = false
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    if (output.includes('holds the indexer lock')) indexing = true
    if (output.includes('lost the indexer lock')) indexing = false
  }
  child.stdout?.on('data', onOutput)
  child.stderr?.on('data', onOutput)
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Gateway did not start:\n${output}`)), 30_000)
    child.once('exit', (code) => reject(new Error(`Gateway exited with ${code}:\n${output}`)))
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (!match?.[1]) return
      clearTimeout(timer)
      child.stdout?.off('data', check)
      resolve(match[1])
    }
    child.stdout?.on('data', check)
  })
  const gone = () => child.exitCode !== null || child.signalCode !== null
  return {
    url,
    pid: child.pid,
    indexing: () => indexing && !gone(),
    output: () => output,
    /** SIGKILL, as a crash would end it; resolves once it is gone. */
    kill(): Promise<void> {
      if (gone()) return Promise.resolve()
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      })
    },
  }
}
