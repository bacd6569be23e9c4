import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * Node flags the relay runs with: a larger young generation, since each message's objects live
 * a few event-loop turns (stored, then pushed) and the default one promotes them to the old
 * generation, which costs a third more CPU per message.
 * @example
 * spawn(process.execPath, [...RELAY_NODE_FLAGS, 'src/server.ts'])
 */
export const RELAY_NODE_FLAGS = ['--max-semi-space-size=64'] as const

/**
 * Run one of the relay's TypeScript entry points (`script`, relative to the package) in a Node
 * process of its own, from a shell that first raises the open-file limit (to 65,536, or the hard
 * limit when that is lower): thousands of sockets need as many descriptors. stdout is piped;
 * stdin too when `stdin` is 'pipe'. The shell execs Node, so the child's pid is Node's.
 * @example
 * const child = spawnNode('src/server.ts', [], { PORTICO_RELAY_PORT: '0' })
 */
export function spawnNode(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
  options: { nodeArgs?: readonly string[]; stdin?: 'ignore' | 'pipe' } = {},
): ChildProcess {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const command = [
    process.execPath,
    ...(options.nodeArgs ?? []),
    '--conditions=portico-source',
    '--import',
    'tsx',
    script,
    ...args,
  ]
  return spawn(
    '/bin/sh',
    ['-c', 'ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"', 'sh', ...command],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: [options.stdin ?? 'ignore', 'pipe', 'inherit'],
    },
  )
}
