import type { Anvil } from '@portico/test/devnet/startAnvil'
import type { StackStop } from './StackStop'
import type { Service } from './spawnService'

/** A process the stack runs: a service it spawned, or an anvil devnet. */
type StackProcess = Service | Pick<Anvil, 'exited' | 'stop'>

/**
 * The processes of one stack and their fate: `started` records each as it answers, a process
 * that dies stops the rest (`stopped` resolves with the cause), `stopAll` ends them all.
 * @example
 * const processes = createStackProcesses({ log, since, cleanup: () => {} })
 * await processes.started('gateway', startNodeService(options))
 */
export type StackProcesses = ReturnType<typeof createStackProcesses>

/**
 * Track a stack's processes: services are stopped before devnets, and `cleanup` runs last.
 * @example
 * const processes = createStackProcesses({ log, since, cleanup: () => rmSync(dataDir, { recursive: true }) })
 */
export function createStackProcesses(args: {
  log: (service: string, line: string) => void
  /** How long since the stack began, for the log. */
  since: () => string
  /** Runs after every process has stopped. */
  cleanup: () => void
}) {
  const { log, since, cleanup } = args
  const anvils: Pick<Anvil, 'exited' | 'stop'>[] = []
  const services: Service[] = []
  let stopping = false
  let settle: (stop: StackStop) => void = () => {}
  const stopped = new Promise<StackStop>((resolve) => {
    settle = resolve
  })
  const stopAll = async () => {
    stopping = true
    await Promise.all(services.map((service) => service.stop()))
    await Promise.all(anvils.map((anvil) => anvil.stop()))
    cleanup()
  }
  const crashed = (name: string, message: string) => {
    // Ctrl-C signals the whole process group: children may exit before the parent's handler
    // has marked the stack as stopping. Wait a moment before calling it a crash.
    setTimeout(() => {
      if (stopping) return
      log('stack', `${name} stopped unexpectedly (${message.split('\n')[0]}). Stopping the stack.`)
      void stopAll().then(() => settle({ reason: 'crash', service: name, message }))
    }, 150)
  }
  const started = <T extends StackProcess>(name: string, part: Promise<T>) =>
    part.then((value) => {
      log('stack', `${name} answering after ${since()}`)
      if ('recentOutput' in value) {
        services.push(value)
        void value.exited.then(({ code, signal }) => {
          // A service taken out of the list on purpose (restartRelay) did not crash.
          if (services.includes(value))
            crashed(name, `exit code ${code}, signal ${signal}\n${value.recentOutput()}`)
        })
      } else {
        anvils.push(value)
        void value.exited.then(({ code, signal, expected }) => {
          if (!expected) crashed(name, `exit code ${code}, signal ${signal}`)
        })
      }
      return value
    })
  /** Take a running service out of the stack's care (it may stop without stopping the stack). */
  const release = (name: string) => {
    const service = services.find((candidate) => candidate.name === name)
    if (service) services.splice(services.indexOf(service), 1)
    return service
  }
  return {
    started,
    stopAll,
    stopped,
    settle: (stop: StackStop) => settle(stop),
    isStopping: () => stopping,
    release,
  }
}
