import { join } from 'node:path'
import type { StackService } from './StackService'
import { startViteApp } from './startViteApp'

/**
 * The demo site, as a Vite dev server or a production preview.
 * @example
 * if (demoSiteStackService.runs(ctx)) await Promise.all(demoSiteStackService.start(ctx))
 */
export const demoSiteStackService: StackService = {
  name: 'demo',
  runs: (ctx) => ctx.apps !== false,
  start: (ctx) =>
    ctx.apps === false
      ? []
      : [
          ctx.processes.started(
            'demo',
            startViteApp({
              name: 'demo',
              appDir: join(ctx.root, 'apps/demo'),
              host: ctx.host,
              port: ctx.ports.demo,
              mode: ctx.apps,
              outDir: join(ctx.dataDir, 'demo-dist'),
              env: { ...ctx.viteEnv, PORTICO_DEMO_PORT: String(ctx.ports.demo) },
              log: ctx.log,
              timeoutMs: ctx.timeoutMs,
            }),
          ),
        ],
}
