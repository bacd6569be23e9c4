import { spawn } from 'node:child_process'

/**
 * Runs a service's TypeScript program (its `src/cli.ts`) from source with `args` and `env`
 * (added to this process's environment, less variables that start with `unsetPrefix`), and
 * resolves with its exit code and output once it exits on its own: for `--help`,
 * `--version` and `--check-config`, which never listen. Killed after `timeoutMs`.
 * @example
 * const { code, stderr } = await runServiceCommand('services/kms/src/cli.ts', ['--check-config'], { PORTICO_PRODUCTION: '1' })
 */
export function runServiceCommand(
  entry: string,
  args: readonly string[],
  env: Record<string, string>,
  options: { cwd?: string; unsetPrefix?: string; timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !options.unsetPrefix || !name.startsWith(options.unsetPrefix),
    ),
  )
  const child = spawn(
    process.execPath,
    ['--conditions=portico-source', '--import', 'tsx', entry, ...args],
    {
      cwd: options.cwd ?? new URL('../../../..', import.meta.url).pathname,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000)
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}
