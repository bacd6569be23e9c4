import { join } from 'node:path'
import type { StackContext } from './StackContext'
import type { StackService } from './StackService'
import type { StackPorts } from './stackPorts'
import { startViteApp } from './startViteApp'

/**
 * One of the stack's web apps as a stack service: a Vite dev server or a production preview (the
 * stack's `apps` mode) of `appDir` on its port, built into `<name>-dist` in the data directory,
 * told its own port through `portEnv`. It runs whenever the stack runs web apps and `runs` agrees.
 * @example
 * const demo = viteAppStackService({ name: 'demo', port: 'demo', portEnv: 'PORTICO_DEMO_PORT', appDir: (ctx) => join(ctx.root, 'apps/demo') })
 */
export function viteAppStackService(app: {
  name: string
  port: keyof StackPorts
  portEnv: string
  appDir: (ctx: StackContext) => string
  runs?: (ctx: StackContext) => boolean
}): StackService {
  return {
    name: app.name,
    runs: (ctx) => ctx.apps !== false && (app.runs?.(ctx) ?? true),
    start: (ctx) =>
      ctx.apps === false
        ? []
        : [
            ctx.processes.started(
              app.name,
              startViteApp({
                name: app.name,
                appDir: app.appDir(ctx),
                host: ctx.host,
                port: ctx.ports[app.port],
                mode: ctx.apps,
                outDir: join(ctx.dataDir, `${app.name}-dist`),
                env: { ...ctx.viteEnv, [app.portEnv]: String(ctx.ports[app.port]) },
                log: ctx.log,
                timeoutMs: ctx.timeoutMs,
              }),
            ),
          ],
  }
}
