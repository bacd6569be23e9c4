import { join } from 'node:path'
import { repoRoot } from '../stack/repoRoot'
import { pendingChangesets } from './pendingChangesets'
import { publishEnvironment } from './publishEnvironment'
import { runStep } from './runStep'
import { workingTreeChanges } from './workingTreeChanges'

// `npm run release [-- <changeset publish options>]`: publishes the versions that
// `npm run version` wrote, from a clean, committed tree: build every public package, check the
// manifests and the tarballs, then `changeset publish` (npm publish of each package whose
// version is not on the registry yet, and a git tag for each). Run with
// node --conditions=portico-source --import tsx.
const root = repoRoot()
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

const changes = workingTreeChanges(root)
if (changes.length > 0) {
  console.error(`The working tree has changes; commit or remove them first:\n${changes.join('\n')}`)
  process.exit(1)
}
const pending = pendingChangesets(root)
if (pending.length > 0) {
  console.error(
    `Changesets not applied yet (${pending.join(', ')}): run \`npm run version\`, review and commit, then release.`,
  )
  process.exit(1)
}
try {
  runStep('build', 'npm', ['run', 'build'], { cwd: root })
  runStep('manifests', bin('vitest'), ['run', 'scripts/src/build/publicManifests.test.ts'], {
    cwd: root,
  })
  runStep(
    'tarballs',
    process.execPath,
    ['--conditions=portico-source', '--import', 'tsx', 'scripts/src/checkPackages.ts'],
    { cwd: root },
  )
  runStep('publish', bin('changeset'), ['publish', ...process.argv.slice(2)], {
    cwd: root,
    env: publishEnvironment(process.env),
  })
} catch (error) {
  console.error(`\nRelease stopped: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
console.log('\nPublished. Push the release tags: git push --follow-tags')
