import { isPortFree } from './isPortFree'
import { readListeningPort } from './readListeningPort'
import { resolveAnvilBinary } from './resolveAnvilBinary'
import { spawnTied } from './spawnTied'
import { waitForRpc } from './waitForRpc'

/**
 * Options of {@link startAnvil}.
 * @example
 * const options: StartAnvilOptions = { chainId: 31337, port: 8545 }
 */
export type StartAnvilOptions = {
  chainId: number
  /** Omit to take a free port picked by the OS. */
  port?: number
  host?: string
  /** Extra anvil flags, e.g. `['--block-time', '1']`. */
  args?: readonly string[]
  timeoutMs?: number
}

/**
 * A running anvil devnet.
 * @example
 * const anvil: Anvil = await startAnvil({ chainId: 31337 })
 */
export type Anvil = {
  rpcUrl: string
  chainId: number
  port: number
  host: string
  /** Pid of the `sh` wrapper that ties the program to this process (see `spawnTied`). */
  pid: number
  /** Resolves once the process has exited. */
  exited: Promise<AnvilExit>
  /** Stops the node (SIGTERM, then SIGKILL after 2 s); safe to call twice. */
  stop: () => Promise<void>
}

/**
 * How an anvil process ended.
 * @example
 * const { expected }: AnvilExit = await anvil.exited
 */
export type AnvilExit = { code: number | null; signal: NodeJS.Signals | null; expected: boolean }

/**
 * Starts an anvil devnet from the `@foundry-rs/anvil` package and waits until it answers.
 *
 * The process is stopped by `stop()`, and killed whenever the current process ends, however it
 * ends (see `spawnTied`).
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * // … use anvil.rpcUrl …
 * await anvil.stop()
 */
export async function startAnvil(options: StartAnvilOptions): Promise<Anvil> {
  if (options.port !== undefined) {
    if (!(await isPortFree(options.port, options.host))) {
      throw new Error(
        `cannot start anvil (chain ${options.chainId}): port ${options.port} on ${options.host ?? '127.0.0.1'} is already in use`,
      )
    }
    return launch(options, options.port)
  }
  // Anvil binds port 0 itself and says which port it got: a port picked here and handed over
  // could be taken by another test's node in between, which would then answer in its place.
  return launch(options, 0)
}

async function launch(options: StartAnvilOptions, requestedPort: number): Promise<Anvil> {
  const host = options.host ?? '127.0.0.1'
  const args = [
    '--host',
    host,
    '--port',
    String(requestedPort),
    '--chain-id',
    String(options.chainId),
    // On port 0 anvil's output says which port it bound; a given port needs no output.
    ...(requestedPort === 0 ? [] : ['--silent']),
    ...(options.args ?? []),
  ]
  // Tied to this process: a test runner killing its worker cannot leave anvil behind.
  const tied = spawnTied(resolveAnvilBinary(), args)
  const { child, exited } = tied
  // Its own arrow: a caller may hand `stop` to a hook that passes arguments.
  const stop = () => tied.stop()
  const bound =
    requestedPort === 0 ? readListeningPort(child.stdout) : Promise.resolve(requestedPort)
  if (requestedPort !== 0) child.stdout.resume()
  let stderr = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000)
  })

  const spawnError = new Promise<never>((_, reject) => child.once('error', reject))

  const where = requestedPort === 0 ? host : `${host}:${requestedPort}`
  const ready = new AbortController()
  const earlyExit = exited.then(({ code, signal }) => {
    throw new Error(
      `anvil on ${where} (chain ${options.chainId}) exited before it was ready (code ${code}, signal ${signal}): ${stderr.trim() || 'no output'}`,
    )
  })
  try {
    const port = await Promise.race([bound, earlyExit, spawnError])
    const rpcUrl = `http://${host}:${port}`
    const chainId = await Promise.race([
      waitForRpc(rpcUrl, { timeoutMs: options.timeoutMs ?? 15_000, signal: ready.signal }),
      earlyExit,
      spawnError,
    ])
    if (child.exitCode !== null || child.signalCode !== null) await earlyExit
    if (chainId !== options.chainId) {
      throw new Error(
        `${rpcUrl} reports chain ${chainId}, expected ${options.chainId}: is another node on this port?`,
      )
    }
    return { rpcUrl, chainId: options.chainId, port, host, pid: child.pid ?? 0, exited, stop }
  } catch (error) {
    ready.abort()
    await stop()
    throw error
  } finally {
    bound.catch(() => {})
    earlyExit.catch(() => {})
    spawnError.catch(() => {})
  }
}
