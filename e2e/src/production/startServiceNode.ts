import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * One node of an installed service, started from its `bin` as an operator would.
 * @example
 * const node: ServiceNode = await startServiceNode({ name: 'gateway-1', bin, config, port, dir, env })
 */
export type ServiceNode = {
  name: string
  port: number
  /** Everything the node printed (its JSON log lines). */
  output: () => string
  /** SIGKILL: the node dies mid-work, as a crashed machine would. */
  kill: () => Promise<void>
  /** SIGTERM: the node drains and exits; resolves its exit code. */
  stop: () => Promise<number | null>
}

/**
 * Writes `config` to `<dir>/<name>.json` and runs `<bin> --config <file>` with `env`, until
 * `GET /health/ready` on its port answers 200.
 * @example
 * const gateway = await startServiceNode({ name: 'gateway-1', bin: join(app, 'node_modules/.bin/portico-gateway'), config, port: 18801, dir: work })
 */
export async function startServiceNode(options: {
  name: string
  bin: string
  config: Record<string, unknown>
  port: number
  dir: string
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
}): Promise<ServiceNode> {
  const file = join(options.dir, `${options.name}.json`)
  writeFileSync(file, `${JSON.stringify(options.config, null, 2)}\n`)
  let output = ''
  const child: ChildProcess = spawn(options.bin, ['--config', file], {
    cwd: options.dir,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  let exitCode: number | null | undefined
  void exited.then((code) => {
    exitCode = code
  })
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  while (!(await ready(options.port))) {
    if (exitCode !== undefined) {
      throw new Error(`${options.name} exited (${exitCode}) before it was ready:\n${output}`)
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${options.name} was not ready on ${options.port}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    name: options.name,
    port: options.port,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL')
      await exited
    },
    stop: async () => {
      child.kill('SIGTERM')
      return exited
    },
  }
}

async function ready(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`, {
      signal: AbortSignal.timeout(2_000),
    })
    return response.status === 200
  } catch {
    return false
  }
}
