import { ConfigError } from '../config/ConfigError'
import { createShutdown } from '../shutdown/createShutdown'
import { onShutdown } from '../shutdown/onShutdown'
import { helpText } from './helpText'
import type { ServiceCli } from './ServiceCli'

/**
 * Where {@link runServiceCli} reads and writes; the process's own unless a test passes others.
 * @example
 * const io: CliIo = { argv: ['--check-config'], env: {}, stdout: (t) => out.push(t), stderr: (t) => err.push(t), exit: (code) => codes.push(code) }
 */
export type CliIo = {
  argv: readonly string[]
  env: Record<string, string | undefined>
  stdout: (text: string) => void
  stderr: (text: string) => void
  exit: (code: number) => void
}

const processIo = (): CliIo => ({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  exit: (code) => process.exit(code),
})

function problemsOf<Config>(cli: ServiceCli<Config>, io: CliIo): string[] {
  try {
    return cli.check(cli.load(io.env, io.argv))
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems]
    throw error
  }
}

/**
 * Runs a service's command line: `--help`, `--version`, `--check-config` (every problem, exit
 * 1, or "configuration OK" and exit 0, without opening a database or a port), else loads the
 * config (`--config FILE` or the service's variable), refuses it with every problem listed,
 * starts the service, prints its announce line and stops it in order on SIGTERM / SIGINT.
 * A start that fails is said in one line on stderr, without a stack, and exits 1.
 * @example
 * await runServiceCli(kmsCli)
 */
export async function runServiceCli<Config>(
  cli: ServiceCli<Config>,
  io: CliIo = processIo(),
): Promise<void> {
  const { argv } = io
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(helpText(cli as ServiceCli<unknown>))
    return io.exit(0)
  }
  if (argv.includes('--version')) {
    io.stdout(`${cli.version}\n`)
    return io.exit(0)
  }
  if (argv.includes('--check-config')) {
    const problems = problemsOf(cli, io)
    if (problems.length === 0) {
      io.stdout('configuration OK\n')
      return io.exit(0)
    }
    io.stderr(`${problems.join('\n')}\n`)
    return io.exit(1)
  }
  let config: Config
  try {
    config = cli.load(io.env, argv)
    const problems = cli.check(config)
    if (problems.length > 0) throw new ConfigError(problems)
  } catch (error) {
    const lines = error instanceof ConfigError ? error.problems : [String(error)]
    io.stderr(`[${cli.name}] invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}\n`)
    return io.exit(1)
  }
  const running = await cli.start(config).catch((error: unknown) => {
    // A refused start is one line, without a stack: it is the operator's to fix.
    io.stderr(`[${cli.name}] ${error instanceof Error ? error.message : String(error)}\n`)
    io.exit(1)
    return undefined
  })
  if (!running) return
  io.stdout(`${running.announce}\n`)
  const shutdown = createShutdown({
    logger: running.logger,
    timeoutMs: running.shutdownTimeoutMs ?? 15_000,
    health: running.health,
    steps: running.steps,
  })
  onShutdown(shutdown, { exit: io.exit })
}
