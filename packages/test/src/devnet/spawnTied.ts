import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'

// Runs "$@" in the background and waits for it. SIGTERM/SIGINT are passed on; when this
// shell's stdin reaches EOF — the Node parent closed it or died, even by SIGKILL — the
// program is killed. `read` gets EOF only then: the parent never writes.
// (A background job of sh reads /dev/null unless told otherwise: hence fd 3.)
const watchdog = `exec 3<&0
trap 'kill -TERM "$child" 2>/dev/null' TERM INT
"$@" </dev/null 3<&- &
child=$!
(read -r _ <&3; kill -KILL "$child" 2>/dev/null) &
guard=$!
code=0
while kill -0 "$child" 2>/dev/null; do wait "$child"; code=$?; done
kill "$guard" 2>/dev/null
exit "$code"`

/** A process started by {@link spawnTied}. */
export type TiedProcess = {
  child: ChildProcessWithoutNullStreams
  /** Forwards SIGTERM to the program (graceful stop). */
  terminate: () => void
  /** Kills the program at once (closes the watchdog's pipe). */
  kill: () => void
  /** Resolves once the program has exited; `expected` when `stop()` was called before. */
  exited: Promise<TiedExit>
  /**
   * Stops the program: SIGTERM, then a kill if it is still running after `graceMs` (2 s unless
   * told); resolves once it is gone. Safe to call twice, and after it exited on its own.
   */
  stop: (graceMs?: number) => Promise<void>
}

/**
 * How a tied program ended.
 * @example
 * const { code, expected }: TiedExit = await tied.exited
 */
export type TiedExit = { code: number | null; signal: NodeJS.Signals | null; expected: boolean }

/**
 * Spawns a long-running program that cannot outlive the current process: a small `sh` wrapper
 * kills it as soon as our end of its stdin closes, which the OS does however we die (crash,
 * SIGKILL, a test runner tearing down a worker). Node's own `exit` hooks do not run in those
 * cases. The program's stdout and stderr are the child's; its exit code is the child's, 128 + n
 * when it died of signal n.
 *
 * @example
 * const { child, terminate } = spawnTied('/path/to/anvil', ['--port', '8545'])
 * terminate()
 */
export function spawnTied(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): TiedProcess {
  const child = spawn('/bin/sh', ['-c', watchdog, 'sh', command, ...args], {
    ...options,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  // A write after the shell is gone must not crash us.
  child.stdin.on('error', () => {})
  const running = () => child.exitCode === null && child.signalCode === null
  const terminate = () => {
    if (running()) child.kill('SIGTERM')
  }
  const kill = () => child.stdin.end()
  let stopping = false
  const exited = new Promise<TiedExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal, expected: stopping }))
    child.once('error', () => resolve({ code: null, signal: null, expected: stopping }))
  })
  return {
    child,
    terminate,
    kill,
    exited,
    async stop(graceMs = 2_000) {
      stopping = true
      if (!running()) return
      terminate()
      const timer = setTimeout(kill, graceMs)
      await exited
      clearTimeout(timer)
    },
  }
}
