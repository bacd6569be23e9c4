import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StackContext } from './StackContext'
import { stackEntries } from './stackEntries'
import { startNodeService } from './startNodeService'

/**
 * Writes a service's config as JSON into the stack's data folder (`<configName>.config.json`),
 * then starts the service from its `server.ts` with the stack's environment and its own
 * `PORTICO_<NAME>_CONFIG` (that file), `_PORT` (its stack port) and `_HOST` on top, recorded
 * among the stack's processes once `readyUrl` answers.
 * @example
 * await startConfiguredService(ctx, {
 *   name: 'onramp',
 *   configName: 'onramp-sandbox',
 *   config,
 *   readyUrl: `${onramp.url}/health`,
 * })
 */
export function startConfiguredService(
  ctx: StackContext,
  params: {
    name: 'gateway' | 'onramp' | 'exchange'
    configName: string
    config: unknown
    readyUrl: string
  },
) {
  const configFile = join(ctx.dataDir, `${params.configName}.config.json`)
  writeFileSync(configFile, JSON.stringify(params.config, null, 2))
  const prefix = `PORTICO_${params.name.toUpperCase()}`
  return ctx.processes.started(
    params.name,
    startNodeService({
      name: params.name,
      entry: stackEntries(ctx.root)[params.name],
      cwd: ctx.root,
      env: {
        ...ctx.baseEnv,
        [`${prefix}_CONFIG`]: configFile,
        [`${prefix}_PORT`]: String(ctx.ports[params.name]),
        [`${prefix}_HOST`]: ctx.host,
      },
      readyUrl: params.readyUrl,
      log: ctx.log,
      timeoutMs: ctx.timeoutMs,
    }),
  )
}
