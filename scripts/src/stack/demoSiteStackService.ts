import { join } from 'node:path'
import type { StackService } from './StackService'
import { viteAppStackService } from './viteAppStackService'

/**
 * The demo site, as a Vite dev server or a production preview.
 * @example
 * if (demoSiteStackService.runs(ctx)) await Promise.all(demoSiteStackService.start(ctx))
 */
export const demoSiteStackService: StackService = viteAppStackService({
  name: 'demo',
  port: 'demo',
  portEnv: 'PORTICO_DEMO_PORT',
  appDir: (ctx) => join(ctx.root, 'apps/demo'),
})
