import { type Service, spawnService } from './spawnService'
import { waitForHttp } from './waitForHttp'

/**
 * Options of {@link startNodeService}.
 * @example
 * const options: StartNodeServiceOptions = { name: 'relay', entry, cwd, env, readyUrl, log }
 */
export type StartNodeServiceOptions = {
  name: string
  /** TypeScript entry file, run with `node --conditions=portico-source --import tsx`. */
  entry: string
  cwd: string
  env: Record<string, string | undefined>
  /** An HTTP URL that answers once the service is up. */
  readyUrl: string
  log: (service: string, line: string) => void
  timeoutMs?: number
}

/**
 * Runs a TypeScript service entry (gateway, relay) as a child process and resolves once it
 * answers HTTP; rejects with its output if it exits or hangs first.
 *
 * @example
 * const gateway = await startNodeService({ name: 'gateway', entry: 'services/gateway/src/server.ts', cwd: root, env, readyUrl: 'http://127.0.0.1:8787/', log })
 */
export async function startNodeService(options: StartNodeServiceOptions): Promise<Service> {
  const service = spawnService({
    name: options.name,
    command: process.execPath,
    args: ['--conditions=portico-source', '--import', 'tsx', options.entry],
    cwd: options.cwd,
    env: options.env,
    log: options.log,
  })
  try {
    await Promise.race([
      waitForHttp(options.readyUrl, { timeoutMs: options.timeoutMs ?? 30_000 }),
      service.exited.then(({ code, signal }) => {
        throw new Error(
          `${options.name} exited during start-up (code ${code}, signal ${signal}):\n${service.recentOutput()}`,
        )
      }),
    ])
  } catch (error) {
    await service.stop()
    throw error
  }
  return service
}
