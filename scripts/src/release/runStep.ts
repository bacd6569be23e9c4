import { spawnSync } from 'node:child_process'

/**
 * Runs one step of the release in the foreground (its output goes to the terminal) and throws
 * if it fails, so that nothing after a failed check runs.
 * @example
 * runStep('build', 'npm', ['run', 'build'], { cwd: root })
 */
export function runStep(
  title: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): void {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: 'inherit',
  })
  if (result.error) throw result.error
  if (result.status !== 0) {
    throw new Error(`${title} failed (exit ${result.status ?? result.signal})`)
  }
}
