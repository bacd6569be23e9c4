import { createStackContext } from './createStackContext'
import { gatewayDbPath } from './gatewayStackService'
import { relayServiceOptions } from './relayStackService'
import type { StackInfo } from './StackInfo'
import type { StackStop } from './StackStop'
import type { StartStackOptions } from './StartStackOptions'
import { stackServices } from './stackServices'
import { startNodeService } from './startNodeService'

export type { StackStop } from './StackStop'
export type { StartStackOptions } from './StartStackOptions'

/**
 * A running dev stack.
 * @example
 * const stack: Stack = await startStack()
 * await stack.stop()
 */
export type Stack = StackInfo & {
  /** Milliseconds from the call to everything answering. */
  startedInMs: number
  /** Resolves when the stack has stopped: `stop()` was called, or a process died (`crash`). */
  stopped: Promise<StackStop>
  /** Stops every process (services first, devnets last). Safe to call twice. */
  stop: () => Promise<void>
  /**
   * Stops the relay and starts it again on the same port and database (what it stored
   * survives); resolves once it answers. For tests of clients riding out a relay restart.
   */
  restartRelay: () => Promise<void>
  /** The gateway's SQLite file, when the stack runs the gateway (tests read what it stored). */
  gatewayDbPath?: string
}

/**
 * Starts the whole dev stack as one process tree: two anvil devnets (chains 31337 and 31338)
 * with the test tokens deployed and minted to anvil's default accounts, the gateway, the relay,
 * the wallet frame with its dev mail catcher and dev identity provider, the demo site and the
 * test wallet app (the parts of `stackServices`). Ports are fixed and token addresses known up
 * front (fresh devnets), so all parts start at once. If any process dies, the rest is stopped
 * and `stopped` resolves with the cause.
 *
 * @example
 * const stack = await startStack({ ports: { demo: 15173 }, apps: 'preview' })
 * console.log(stack.urls.demo)
 * await stack.stop()
 */
export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  const startedAt = performance.now()
  const ctx = await createStackContext(options, startedAt)
  const { processes } = ctx
  const parts = stackServices
    .filter((service) => service.runs(ctx))
    .flatMap((service) => service.start(ctx))

  const results = await Promise.allSettled(parts)
  const failed = results.find((result) => result.status === 'rejected')
  if (failed || processes.isStopping()) {
    await processes.stopAll()
    throw failed?.reason ?? new Error('a process of the stack died during start-up')
  }
  const stop = async () => {
    if (!processes.isStopping()) {
      await processes.stopAll()
      processes.settle({ reason: 'stopped' })
    }
    await processes.stopped
  }
  const restartRelay = async () => {
    const relay = processes.isStopping() ? undefined : processes.release('relay')
    if (!relay) throw new Error('restartRelay: the stack runs no relay')
    await relay.stop()
    await processes.started('relay', startNodeService(relayServiceOptions(ctx)))
  }
  return {
    ...ctx.info,
    startedInMs: Math.round(performance.now() - startedAt),
    stopped: processes.stopped,
    stop,
    restartRelay,
    ...(ctx.running.gateway && { gatewayDbPath: gatewayDbPath(ctx.dataDir) }),
  }
}
