import { existsSync } from 'node:fs'
import { expect, it } from 'vitest'
import { benchSuites } from './benchSuites'
import { suiteSelection } from './suiteSelection'

it('runs the first steps in a plain npm run bench, from a module that exports its function', async () => {
  const suite = benchSuites().find((candidate) => candidate.name === 'firstSteps')
  const module = suite?.modules.find((path) => existsSync(path))
  if (!suite || !module) throw new Error('firstSteps is not registered with an existing module')
  expect(suiteSelection(benchSuites(), [])('firstSteps')).toBe(true)
  const loaded: Record<string, unknown> = await import(module)
  expect(typeof loaded[suite.exportName]).toBe('function')
}, 60_000)
