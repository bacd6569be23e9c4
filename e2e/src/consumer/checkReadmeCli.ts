import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { checkReadme } from './checkReadme'

// Checks Markdown files against a running registry (`npm run registry`), as the consumer e2e
// does, for a quick loop while writing docs:
//   node --conditions=portico-source --import tsx e2e/src/consumer/checkReadmeCli.ts packages/core/README.md
const registryUrl = process.env.PORTICO_REGISTRY_URL ?? 'http://127.0.0.1:4873/'
const work = mkdtempSync(join(tmpdir(), 'portico-readme-'))
const apps = new Map<string, Promise<string>>()
let failed = false
for (const file of process.argv.slice(2)) {
  try {
    const result = await checkReadme({ file: resolve(file), work, registryUrl, apps })
    console.log(
      `ok   ${result.file}: ran ${result.ran.length} commands, type-checked ${result.typeChecked} blocks, ${result.notRun.length} not run (${result.dir})`,
    )
  } catch (error) {
    failed = true
    console.log(`FAIL ${file}\n${(error as Error).message}\n`)
  }
}
process.exit(failed ? 1 : 0)
