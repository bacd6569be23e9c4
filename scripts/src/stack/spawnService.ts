import { createInterface } from 'node:readline'
import { spawnTied } from '@portico/test/devnet/spawnTied'

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
  /** Pid of the `sh` wrapper that ties the program to this process (see `spawnTied`). */
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
 * dies with the current process, however that ends. A program that dies of signal n exits
 * with code 128 + n.
 *
 * @example
 * const relay = spawnService({ name: 'relay', command: process.execPath, args: ['--import', 'tsx', 'services/relay/src/server.ts'], cwd: root, env: process.env, log })
 * await relay.stop()
 */
export function spawnService(options: SpawnServiceOptions): Service {
  // Tied to this process: the service dies with us even if we are SIGKILLed.
  const { child, terminate, kill } = spawnTied(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
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
  const exited = new Promise<ServiceExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
    child.once('error', (error) => {
      recent.push(String(error))
      resolve({ code: null, signal: null })
    })
  })
  return {
    name: options.name,
    pid: child.pid ?? 0,
    exited,
    recentOutput: () => recent.join('\n'),
    stop: async (graceMs = 3_000) => {
      if (!alive()) return
      terminate()
      const timer = setTimeout(kill, graceMs)
      await exited
      clearTimeout(timer)
    },
  }
}
