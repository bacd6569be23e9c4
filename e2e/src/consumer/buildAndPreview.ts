import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getFreePort } from '@portico/test/devnet'
import { runCommand } from '@portico/test/services/runCommand'
import { preview } from 'vite'

/**
 * `vite build` with the app's own Vite (the nearest one `dir` resolves: its installed one, or this
 * repository's for a page under it) and `env` (for its `VITE_*` variables), then the built
 * files served by `vite preview` on a free 127.0.0.1 port; `buildOutput` is what the build
 * printed (its warnings).
 * @example
 * const app = await buildAndPreview(dir)
 * await page.goto(app.url)
 * await app.close()
 */
export async function buildAndPreview(
  dir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; buildOutput: string; close: () => Promise<void> }> {
  const vite = dirname(createRequire(join(dir, 'package.json')).resolve('vite/package.json'))
  const buildOutput = await runCommand(process.execPath, [join(vite, 'bin/vite.js'), 'build'], {
    cwd: dir,
    env,
  })
  const server = await preview({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: await getFreePort(), strictPort: true },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report its URL')
  return { url, buildOutput, close: () => server.close() }
}
