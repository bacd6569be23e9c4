import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort } from '@portico/test/devnet'
import { afterAll, beforeAll } from 'vitest'
import type { StartStackOptions } from '../stack/StartStackOptions'
import type { StackPorts } from '../stack/stackPorts'
import { type Stack, startStack } from '../stack/startStack'

/** The optional services a test stack may run beside its devnets and gateway. */
type OptionalPart =
  | 'relay'
  | 'walletFrame'
  | 'onramp'
  | 'exchange'
  | 'bitcoin'
  | 'bundlers'
  | 'solana'

/**
 * A dev stack for one test file, started before its tests and stopped (its data folder removed)
 * after: the devnets and the gateway on free ports, no web apps, and of the optional services
 * only `parts`, each on a free port of those named in `ports`; the stack comes with its data
 * folder (`dataDir`: the services' written configs). Test files only.
 * @example
 * const stack = useTestStack({ ports: ['devnetA', 'devnetB', 'gateway', 'exchange'], parts: ['exchange'] })
 * it('…', () => expect(stack().urls.gateway).toMatch(/^http/))
 */
export function useTestStack(options: {
  ports: readonly (keyof StackPorts)[]
  parts: readonly OptionalPart[]
}): () => Stack & { dataDir: string } {
  let stack: Stack | undefined
  let dataDir = ''
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'test-stack-'))
    const ports: Partial<StackPorts> = {}
    for (const name of options.ports) ports[name] = await getFreePort()
    const on = (part: OptionalPart) => options.parts.includes(part)
    const parts: Pick<StartStackOptions, OptionalPart> = {
      relay: on('relay'),
      walletFrame: on('walletFrame'),
      onramp: on('onramp'),
      exchange: on('exchange'),
      bitcoin: on('bitcoin'),
      bundlers: on('bundlers'),
      solana: on('solana'),
    }
    stack = await startStack({
      ports,
      apps: false,
      ...parts,
      dataDir,
      log: () => {},
      // The unit stage runs beside other heavy files on two cores: the gateway may start slowly.
      serviceTimeoutMs: 150_000,
    })
  }, 300_000)
  afterAll(async () => {
    await stack?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })
  return () => {
    if (!stack) throw new Error('the test stack has not started')
    return Object.assign(stack, { dataDir })
  }
}
