import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { bundlerAccounts } from './accountAbstraction'
import { getFreePort } from './getFreePort'
import { isPortFree } from './isPortFree'
import { rpcRequest } from './rpcRequest'
import { spawnTied } from './spawnTied'

/**
 * Options of {@link startAlto}.
 * @example
 * const options: StartAltoOptions = { rpcUrl: anvil.rpcUrl, entryPoint, port: 4337 }
 */
export type StartAltoOptions = {
  /** The devnet the bundler reads and sends bundles to. */
  rpcUrl: string
  /** The EntryPoint (v0.7) it serves. */
  entryPoint: string
  /** Omit to take a free port picked by the OS. */
  port?: number
  /** Default 60 s: start-up deploys the bundler's simulation contracts on a busy machine. */
  timeoutMs?: number
  /** Receives each line alto prints (its log is quiet: warnings and errors only). */
  log?: (line: string) => void
}

/**
 * A running alto bundler.
 * @example
 * const bundler: Alto = await startAlto({ rpcUrl, entryPoint })
 */
export type Alto = {
  /** JSON-RPC endpoint (`POST /`), e.g. `http://127.0.0.1:4337`. */
  url: string
  port: number
  /** Pid of the `sh` wrapper that ties the program to this process (see `spawnTied`). */
  pid: number
  /** Resolves once the process has exited; `expected` when `stop()` asked for it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; expected: boolean }>
  /** Alto's last lines of output, for error messages. */
  recentOutput: () => string
  /** Stops the bundler (SIGTERM, then SIGKILL after 2 s); safe to call twice. */
  stop: () => Promise<void>
}

/**
 * The alto command line shipped by `@pimlico/alto`, found from its main entry (the package
 * exports no other path).
 * @example
 * spawn(process.execPath, [resolveAltoCli(), '--help'])
 */
export function resolveAltoCli(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
}

/**
 * Starts a real `@pimlico/alto` ERC-4337 bundler for one anvil devnet and waits until it answers
 * `eth_supportedEntryPoints`. It signs with {@link bundlerAccounts} (fund them first:
 * `deployAccountAbstraction` does), bundles at once (anvil mines each transaction as it comes),
 * and runs without the ERC-7562 tracer rules (`--safe-mode false`): anvil has no
 * `debug_traceCall` tracer of the kind they need. Tied to this process like `startAnvil`.
 *
 * Alto would listen on every interface; a preloaded module keeps it on 127.0.0.1.
 *
 * @example
 * await deployAccountAbstraction(anvil.rpcUrl)
 * const bundler = await startAlto({ rpcUrl: anvil.rpcUrl, entryPoint: defaultAccountAbstraction.entryPoint })
 * await bundler.stop()
 */
export async function startAlto(options: StartAltoOptions): Promise<Alto> {
  if (options.port !== undefined) {
    if (!(await isPortFree(options.port))) {
      throw new Error(`cannot start the bundler: port ${options.port} is already in use`)
    }
    return launch(options, options.port)
  }
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await launch(options, await getFreePort())
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}

async function launch(options: StartAltoOptions, port: number): Promise<Alto> {
  const args = [
    // Alto listens on every interface by itself; this keeps it on 127.0.0.1.
    '--import',
    new URL('./listenOnLoopback.mjs', import.meta.url).href,
    resolveAltoCli(),
    '--entrypoints',
    options.entryPoint,
    '--rpc-url',
    options.rpcUrl,
    '--port',
    String(port),
    '--executor-private-keys',
    bundlerAccounts.executor.privateKey,
    '--utility-private-key',
    bundlerAccounts.utility.privateKey,
    '--safe-mode',
    'false',
    // anvil mines on each transaction: nothing to wait for between bundles.
    '--block-time',
    '250',
    '--min-bundle-interval',
    '50',
    '--max-bundle-interval',
    '200',
    '--utility-wallet-monitor',
    'false',
    '--log-level',
    'warn',
  ]
  // Alto reads a `.env` from its working folder; give it one without.
  const tied = spawnTied(process.execPath, args, {
    cwd: dirname(resolveAltoCli()),
    env: { ...process.env, NODE_OPTIONS: '' },
  })
  const { child, exited } = tied
  // Its own arrow: a caller may hand `stop` to a hook that passes arguments.
  const stop = () => tied.stop()
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      output = (output + chunk).slice(-8_000)
      if (options.log) for (const line of chunk.split('\n')) if (line.trim()) options.log(line)
    })
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  let lastError: unknown
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop()
      throw new Error(
        `the bundler for ${options.rpcUrl} exited before it was ready: ${output.trim() || 'no output'}`,
      )
    }
    try {
      const entryPoints = await rpcRequest(url, 'eth_supportedEntryPoints', [], {
        signal: AbortSignal.timeout(2_000),
      })
      if (Array.isArray(entryPoints)) break
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the bundler on ${url} did not answer in time: ${output.trim()}`, {
        cause: lastError,
      })
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    port,
    pid: child.pid ?? 0,
    exited,
    recentOutput: () => output,
    stop,
  }
}
