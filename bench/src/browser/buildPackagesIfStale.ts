import { spawnSync } from 'node:child_process'

/**
 * Rebuilds the packages' `dist/` where a source is newer (`npm run build -- --if-stale`), as a
 * site that installs them gets them; throws if the build fails.
 * @example
 * buildPackagesIfStale(repo, console.log)
 */
export function buildPackagesIfStale(repo: string, log: (line: string) => void): void {
  log('building the libraries where stale (npm run build -- --if-stale)')
  const built = spawnSync('npm', ['run', 'build', '--', '--if-stale'], {
    cwd: repo,
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error('npm run build failed')
}
