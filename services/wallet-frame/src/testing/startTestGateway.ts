// The gateway's own start-up, reached by path: a test-only link between the two services (their
// packages never depend on each other), so the frame's tests talk to the real gateway.
import { gatewayConfigSchema } from '../../../gateway/src/config/gatewayConfigSchema'
import { type RunningGateway, startGateway } from '../../../gateway/src/startGateway'

/**
 * The real gateway on a free 127.0.0.1 port, in-memory database, no indexer; `config` is merged
 * over that (projects, chains, limits, the frame's proxy secret).
 * @example
 * const gateway = await startTestGateway({ projects: [{ projectId: 'demo' }] })
 */
export async function startTestGateway(config: Record<string, unknown>): Promise<RunningGateway> {
  return startGateway(
    gatewayConfigSchema.parse({
      port: 0,
      dbPath: ':memory:',
      indexer: { enabled: false },
      ...config,
    }),
  )
}
