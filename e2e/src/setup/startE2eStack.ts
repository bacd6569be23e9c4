import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Stack, startStack } from '@portico/scripts'
import { e2eOutputDir } from '@portico/test'
import type { ProvidedContext } from 'vitest'
import { e2ePorts } from './e2ePorts'
import { startStackControl } from './startStackControl'
import './providedContext'

/**
 * The e2e stack while it runs: what test files get from `inject()`, and how to stop it.
 * @example
 * const e2e: E2eStack = await startE2eStack()
 */
export type E2eStack = {
  provided: ProvidedContext
  stop: () => Promise<void>
}

/**
 * Starts the whole stack for an e2e run (production builds of the apps by default; set
 * `PORTICO_E2E_APPS=dev` for Vite dev servers) with its control endpoint. Every line the stack
 * prints goes to e2e/output/stack.log.
 * @example
 * const { provided, stop } = await startE2eStack()
 */
export async function startE2eStack(): Promise<E2eStack> {
  mkdirSync(e2eOutputDir, { recursive: true })
  const { ports, fallback } = await e2ePorts()
  // Another run owns the usual ports (and stack.log): keep out of its way.
  const logFile = join(e2eOutputDir, fallback ? `stack-${process.pid}.log` : 'stack.log')
  writeFileSync(logFile, '')
  if (fallback) console.log(`e2e: the usual ports are busy (another run?), using free ones`)
  const apps = process.env.PORTICO_E2E_APPS === 'dev' ? 'dev' : 'preview'
  let stack: Stack
  try {
    stack = await startStack({
      ports,
      apps,
      // A new device of an account logs in right after its first device did: it waits out the
      // server's per-address mail cooldown. 10 s instead of the spec's 30 keeps that rule in
      // play (the kit's own 30 s rule on one page is unchanged) without a minute of waiting.
      env: { PORTICO_WALLET_FRAME_MAIL_COOLDOWN_MS: '10000' },
      log: (service, line) => {
        const prefix = `[${service}]`
        appendFileSync(logFile, `${line.startsWith(prefix) ? line : `${prefix} ${line}`}\n`)
      },
    })
  } catch (error) {
    throw new Error(`e2e: the stack did not start (log: ${logFile})`, { cause: error })
  }
  console.log(
    `e2e stack (${apps}) up in ${(stack.startedInMs / 1000).toFixed(1)} s: ${stack.urls.demo}`,
  )
  void stack.stopped.then((stop) => {
    if (stop.reason === 'crash')
      console.error(`e2e: ${stop.service} died during the run; see ${logFile}`)
  })
  const control = await startStackControl(stack)
  return {
    provided: {
      stack: {
        urls: stack.urls,
        chains: stack.chains,
        projectId: stack.projectId,
        ...(stack.bitcoin && { bitcoin: stack.bitcoin }),
      },
      stackControl: control.url,
      ...(stack.gatewayDbPath && { gatewayDbPath: stack.gatewayDbPath }),
    },
    stop: async () => {
      await control.close()
      await stack.stop()
    },
  }
}
