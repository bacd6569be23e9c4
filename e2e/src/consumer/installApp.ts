import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { runCommand } from '@portico/test/services/runCommand'
import { writeRegistryNpmrc } from './writeRegistryNpmrc'

/**
 * What an app outside the repo consists of: its dependencies (names and semver ranges) and its files.
 * @example
 * const app: AppSpec = { dependencies: { react: '19.3.1' }, devDependencies: {}, files: { 'index.html': '…' } }
 */
export type AppSpec = {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  scripts?: Record<string, string>
  files: Record<string, string>
}

/**
 * Writes the app into `dir` (a fresh folder outside the workspace) and installs it with npm, by
 * name: Portico's packages from the local registry at `registryUrl`, the rest from npm's; `env`
 * goes to npm (install scripts read it).
 * @example
 * await installApp(join(work, 'vite-app'), viteApp({ packages, main }), registry.url)
 */
export async function installApp(
  dir: string,
  app: AppSpec,
  registryUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  mkdirSync(dir, { recursive: true })
  const manifest = {
    name: 'portico-consumer',
    private: true,
    type: 'module',
    scripts: app.scripts ?? {},
    dependencies: app.dependencies,
    devDependencies: app.devDependencies,
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  writeRegistryNpmrc(dir, registryUrl)
  for (const [path, text] of Object.entries(app.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  await runCommand('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    env,
  })
}
