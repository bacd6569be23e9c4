import { join } from 'node:path'
import type { StackContext } from './StackContext'
import type { StackService } from './StackService'
import { stackEntries } from './stackEntries'
import { type StartNodeServiceOptions, startNodeService } from './startNodeService'

/**
 * How the stack runs the relay: the same port and database on every start, so a restart keeps
 * what it stored.
 * @example
 * await startNodeService(relayServiceOptions(ctx))
 */
export function relayServiceOptions(ctx: StackContext): StartNodeServiceOptions {
  const { host, ports } = ctx
  return {
    name: 'relay',
    entry: stackEntries(ctx.root).relay,
    cwd: ctx.root,
    env: {
      ...ctx.baseEnv,
      PORTICO_RELAY_PORT: String(ports.relay),
      PORTICO_RELAY_HOST: host,
      PORTICO_RELAY_DB: join(ctx.dataDir, 'relay.sqlite'),
    },
    readyUrl: `http://${host}:${ports.relay}/health`,
    log: ctx.log,
    timeoutMs: ctx.timeoutMs,
  }
}

/**
 * The relay.
 * @example
 * if (relayStackService.runs(ctx)) await Promise.all(relayStackService.start(ctx))
 */
export const relayStackService: StackService = {
  name: 'relay',
  runs: (ctx) => ctx.running.relay,
  start: (ctx) => [ctx.processes.started('relay', startNodeService(relayServiceOptions(ctx)))],
}
