import { readFileSync } from 'node:fs'
import type { ProvidedContext } from 'vitest'
import type { TestProject } from 'vitest/node'
import { E2E_STACK_ENV } from './e2eStackEnv'
import { startE2eStack } from './startE2eStack'
import './providedContext'

/**
 * Provides the e2e stack's URLs to every test file as `inject('stack')`: the stack of the lanes'
 * runner (`src/runE2eLanes.ts`) when it names one in `PORTICO_E2E_STACK`, else a stack started
 * here for this run alone (a file or two run by hand) and stopped after it.
 * @example
 * // e2e/vitest.config.ts: globalSetup: ['src/setup/globalSetup.ts']
 */
export default async function setup(project: TestProject) {
  const shared = process.env[E2E_STACK_ENV]
  const { provided, stop } = shared
    ? { provided: JSON.parse(readFileSync(shared, 'utf8')) as ProvidedContext, stop: undefined }
    : await startE2eStack()
  project.provide('stack', provided.stack)
  project.provide('stackControl', provided.stackControl)
  if (provided.gatewayDbPath) project.provide('gatewayDbPath', provided.gatewayDbPath)
  return stop
}
