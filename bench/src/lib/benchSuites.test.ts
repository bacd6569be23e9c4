import { existsSync } from 'node:fs'
import { expect, it } from 'vitest'
import { benchSuites } from './benchSuites'
import { suiteSelection } from './suiteSelection'

it.each(['firstSteps', 'nuxt'])(
  'runs %s in a plain npm run bench, from a module that exports its function',
  async (name) => {
    const suite = benchSuites().find((candidate) => candidate.name === name)
    const module = suite?.modules.find((path) => existsSync(path))
    if (!suite || !module) throw new Error(`${name} is not registered with an existing module`)
    expect(suiteSelection(benchSuites(), [])(name)).toBe(true)
    const loaded: Record<string, unknown> = await import(module)
    expect(typeof loaded[suite.exportName]).toBe('function')
  },
  60_000,
)
