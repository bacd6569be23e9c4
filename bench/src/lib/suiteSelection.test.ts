import { describe, expect, it } from 'vitest'
import { benchSuites } from './benchSuites'
import { suiteSelection } from './suiteSelection'

describe('suiteSelection', () => {
  const suites = [{ name: 'browser' }, { name: 'rivals', onlyWhenNamed: true }, { name: 'relay' }]

  it('runs every suite but those that run only when named, when none is named', () => {
    const runs = suiteSelection(suites, [])
    expect(['browser', 'rivals', 'relay'].filter(runs)).toEqual(['browser', 'relay'])
  })

  it('runs exactly the named suites, a named-only one included', () => {
    expect(['browser', 'rivals', 'relay'].filter(suiteSelection(suites, ['rivals']))).toEqual([
      'rivals',
    ])
    expect(['browser', 'rivals', 'relay'].filter(suiteSelection(suites, ['relay']))).toEqual([
      'relay',
    ])
  })

  it('keeps the rivals suite, which installs from the npm registry, out of a plain npm run bench', () => {
    const runs = suiteSelection(benchSuites(), [])
    expect(runs('rivals')).toBe(false)
    expect(runs('consumer')).toBe(true)
  })
})
