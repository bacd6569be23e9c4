import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type Service, spawnService } from './spawnService'
import { waitForHttp } from './waitForHttp'

/**
 * Options of {@link startViteApp}.
 * @example
 * const options: StartViteAppOptions = { name: 'demo', appDir, host: '127.0.0.1', port: 5173, mode: 'dev', outDir, env, log }
 */
export type StartViteAppOptions = {
  name: string
  /** Folder holding the app's `vite.config.ts` and `index.html`. */
  appDir: string
  host: string
  port: number
  /** `dev`: Vite's dev server; `preview`: a production build served by `vite preview`. */
  mode: 'dev' | 'preview'
  /** Where `preview` mode builds to (emptied first). */
  outDir: string
  env: Record<string, string | undefined>
  log: (service: string, line: string) => void
  timeoutMs?: number
}

/**
 * Serves a Vite app of the repository as a child process and resolves once it answers HTTP.
 * In `preview` mode the app is built first (a failed build rejects with its output).
 *
 * @example
 * const demo = await startViteApp({ name: 'demo', appDir: 'apps/demo', host: '127.0.0.1', port: 5173, mode: 'dev', outDir, env: process.env, log })
 */
export async function startViteApp(options: StartViteAppOptions): Promise<Service> {
  const config = join(options.appDir, 'vite.config.ts')
  if (!existsSync(config)) throw new Error(`${options.name}: ${config} does not exist`)
  const vite = join(dirname(createRequire(config).resolve('vite/package.json')), 'bin', 'vite.js')
  const common = {
    command: process.execPath,
    cwd: options.appDir,
    env: options.env,
    log: options.log,
  }
  const listen = ['--host', options.host, '--port', String(options.port), '--strictPort']
  if (options.mode === 'preview') {
    const build = spawnService({
      ...common,
      name: `${options.name}:build`,
      args: [
        vite,
        'build',
        '--config',
        config,
        '--outDir',
        options.outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
    })
    const { code, signal } = await build.exited
    if (code !== 0) {
      throw new Error(
        `${options.name}: vite build failed (code ${code}, signal ${signal}):\n${build.recentOutput()}`,
      )
    }
  }
  const args =
    options.mode === 'dev'
      ? [vite, '--config', config, ...listen]
      : [vite, 'preview', '--config', config, '--outDir', options.outDir, ...listen]
  const service = spawnService({ ...common, name: options.name, args })
  try {
    await Promise.race([
      waitForHttp(`http://${options.host}:${options.port}/`, {
        timeoutMs: options.timeoutMs ?? 30_000,
      }),
      service.exited.then(({ code }) => {
        throw new Error(
          `${options.name} exited during start-up (code ${code}):\n${service.recentOutput()}`,
        )
      }),
    ])
  } catch (error) {
    await service.stop()
    throw error
  }
  return service
}
