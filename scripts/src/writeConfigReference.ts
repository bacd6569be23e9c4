import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { configReference } from './docs/configReference'
import { referencedServices } from './docs/referencedServices'
import { repoRoot } from './stack/repoRoot'

// `npm run docs:config`: rewrites the docs site's configuration reference from the services'
// schemas (a unit test fails while the committed page is stale).
const page = join(repoRoot(), 'site/pages/services/configuration.md')
writeFileSync(page, configReference(referencedServices()))
console.log(`wrote ${page}`)
