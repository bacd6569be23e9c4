import { type Service, spawnService } from './spawnService'

/**
 * Options of {@link buildDocsSite}.
 * @example
 * const options: BuildDocsSiteOptions = { root: repoRoot(), log: (name, line) => console.log(name, line) }
 */
export type BuildDocsSiteOptions = {
  /** The repository root (where `npm run docs` is defined). */
  root: string
  log: (service: string, line: string) => void
  env?: Record<string, string | undefined>
}

/**
 * A docs build in progress: `done` resolves when `npm run docs` succeeded and rejects with the
 * end of its output when it failed; `stop()` ends it early.
 * @example
 * const build: DocsBuild = buildDocsSite(options)
 * await build.done
 */
export type DocsBuild = { done: Promise<void>; stop: Service['stop'] }

/**
 * Runs `npm run docs` (TypeDoc's API reference, then `vitepress build`) as a child process
 * that dies with this one.
 *
 * @example
 * await buildDocsSite({ root: repoRoot(), log: console.log }).done
 */
export function buildDocsSite(options: BuildDocsSiteOptions): DocsBuild {
  const build = spawnService({
    name: 'docs:build',
    command: 'npm',
    args: ['run', 'docs', '--silent'],
    cwd: options.root,
    env: options.env ?? process.env,
    log: options.log,
  })
  const done = build.exited.then(({ code, signal }) => {
    if (code !== 0) {
      throw new Error(
        `npm run docs failed (code ${code}, signal ${signal}):\n${build.recentOutput()}`,
      )
    }
  })
  return { done, stop: build.stop }
}
