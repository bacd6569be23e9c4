import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../stack/repoRoot'
import { configReference } from './configReference'
import { referencedServices } from './referencedServices'

describe('the configuration reference page', () => {
  it('is what the services’ schemas say today (npm run docs:config rewrites it)', () => {
    const page = readFileSync(join(repoRoot(), 'site/pages/services/configuration.md'), 'utf8')
    expect(page).toBe(configReference(referencedServices()))
  })

  it('lists every variable and field of each service', () => {
    const page = configReference(referencedServices())
    for (const service of referencedServices()) {
      for (const name of Object.keys(service.envMap)) expect(page).toContain(`\`${name}\``)
    }
    expect(page).toContain('| `database.url` |')
    expect(page).toContain('| `metricsToken` |')
  })
})
