import { defaultStackPorts, type StackPorts } from '@portico/scripts'
import { getFreePort } from '@portico/test'

/**
 * A free port for every part of the stack, picked by the OS: a bench stack runs beside
 * `npm start` and an e2e run on the same machine.
 * @example
 * const stack = await startStack({ ports: await freeStackPorts() })
 */
export async function freeStackPorts(): Promise<StackPorts> {
  const ports = { ...defaultStackPorts }
  for (const key of Object.keys(ports) as (keyof StackPorts)[]) ports[key] = await getFreePort()
  return ports
}
