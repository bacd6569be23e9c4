import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/**
 * Options of {@link spawnService}.
 * @example
 * spawnService({ name: 'gateway', command: process.execPath, args, cwd, env, log } satisfies SpawnServiceOptions)
 */
export type SpawnServiceOptions = {
  /** Short name used in log lines and errors, e.g. `gateway`. */
  name: string
  command: string
  args: readonly string[]
  cwd: string
  env: Record<string, string | undefined>
  /** Receives every output line of the process. */
  log: (service: string, line: string) => void
}

/**
 * A child process of the stack.
 * @example
 * const service: Service = spawnService(options)
 * await service.stop()
 */
export type Service = {
  name: string
  pid: number
  /** Resolves when the process ends, however it ends. */
  exited: Promise<ServiceExit>
  /** The last lines the process printed, for error messages. */
  recentOutput: () => string
  /** SIGTERM, then SIGKILL after `graceMs`; safe to call twice. */
  stop: (graceMs?: number) => Promise<void>
}

/**
 * How a service process ended.
 * @example
 * const { code, signal }: ServiceExit = await service.exited
 */
export type ServiceExit = { code: number | null; signal: NodeJS.Signals | null }

/**
 * Starts one long-running child process, forwards its output line by line and makes sure it
 * dies with the current process.
 *
 * @example
 * const relay = spawnService({ name: 'relay', command: process.execPath, args: ['--import', 'tsx', 'services/relay/src/server.ts'], cwd: root, env: process.env, log })
 * await relay.stop()
 */
export function spawnService(options: SpawnServiceOptions): Service {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const recent: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      recent.push(line)
      if (recent.length > 30) recent.shift()
      options.log(options.name, line)
    })
  }
  const alive = () => child.exitCode === null && child.signalCode === null
  const killNow = () => {
    if (alive()) child.kill('SIGKILL')
  }
  process.once('exit', killNow)
  const exited = new Promise<ServiceExit>((resolve) => {
    const done = (exit: ServiceExit) => {
      process.removeListener('exit', killNow)
      resolve(exit)
    }
    child.once('exit', (code, signal) => done({ code, signal }))
    child.once('error', (error) => {
      recent.push(String(error))
      done({ code: null, signal: null })
    })
  })
  return {
    name: options.name,
    pid: child.pid ?? 0,
    exited,
    recentOutput: () => recent.join('\n'),
    stop: async (graceMs = 3_000) => {
      if (!alive()) return
      child.kill('SIGTERM')
      const timer = setTimeout(killNow, graceMs)
      await exited
      clearTimeout(timer)
    },
  }
}
