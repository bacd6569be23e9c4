import { createRequire } from 'node:module'
import { expect, it } from 'vitest'
import { entryPointSimulations07Code } from './entryPointSimulations07Code'

it('is the runtime code of the published EntryPointSimulations v0.7', () => {
  const require = createRequire(import.meta.url)
  const artifact =
    require('@account-abstraction/contracts/artifacts/EntryPointSimulations.json') as {
      deployedBytecode: string
    }
  expect(entryPointSimulations07Code).toBe(artifact.deployedBytecode)
})
