import { spawn } from 'node:child_process'

/**
 * Runs a command to completion and resolves its combined output; rejects with that output when
 * it exits non-zero, so a failing install or build explains itself in the test report.
 * @example
 * await runCommand('npm', ['install'], { cwd: appDir })
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output)
      else
        reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}:\n${output}`))
    })
  })
}
