import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
// A development tool (the mail catcher), so it may use the test package's process helpers.
import { spawnTied } from '@portico/test/devnet/spawnTied'

/**
 * A running maildev: its SMTP port, its web inbox / REST API URL, and a way to stop it.
 * @example const { smtpPort, webUrl, stop } = await startMailCatcher()
 */
export type MailCatcher = { smtpPort: number; webUrl: string; stop: () => Promise<void> }

/**
 * Starts the development mail catcher (maildev 2.2.1) as a child process tied to this one:
 * SMTP on 127.0.0.1:`smtpPort` (1025), web inbox and REST API (`GET /email`) on
 * http://127.0.0.1:`webPort` (1080). Resolves once the inbox answers.
 * @example
 * const mail = await startMailCatcher({ smtpPort: 1025, webPort: 1080 })
 * const inbox = await (await fetch(`${mail.webUrl}/email`)).json()
 */
export async function startMailCatcher(
  options: { smtpPort?: number; webPort?: number; host?: string; timeoutMs?: number } = {},
): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1'
  const smtpPort = options.smtpPort ?? 1025
  const webPort = options.webPort ?? 1080
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('maildev/package.json')),
    'bin/maildev',
  )
  const tied = spawnTied(process.execPath, [
    bin,
    '--ip',
    host,
    '--smtp',
    String(smtpPort),
    '--web',
    String(webPort),
    '--silent',
  ])
  let output = ''
  tied.child.stdout.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-4000)
  })
  tied.child.stderr.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => tied.child.once('exit', () => resolve()))
  const webUrl = `http://${host}:${webPort}`
  // maildev loads a few hundred modules before it listens: on a busy machine (a whole stack
  // starting at once) that has taken more than 20 s.
  const until = Date.now() + (options.timeoutMs ?? 60_000)
  for (;;) {
    if (tied.child.exitCode !== null) throw new Error(`maildev exited during start-up:\n${output}`)
    const up = await fetch(`${webUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > until) {
      tied.kill()
      throw new Error(`maildev did not answer on ${webUrl} in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    smtpPort,
    webUrl,
    stop: async () => {
      tied.terminate()
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))])
      tied.kill()
    },
  }
}
