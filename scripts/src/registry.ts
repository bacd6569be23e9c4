import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLocalRegistry } from './registry/startLocalRegistry'
import { repoRoot } from './stack/repoRoot'

// `npm run registry`: every package of this clone, built and published to a registry on this
// machine, for apps to install by name before (or between) releases. Stays up until Ctrl-C;
// its storage is a temporary folder, so each start serves exactly this clone's packages.
const port = Number(process.env.PORTICO_REGISTRY_PORT || 4873)
const root = repoRoot()
const dir = mkdtempSync(join(tmpdir(), 'portico-registry-'))

console.log('Building the packages…')
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

console.log(`Publishing them to a registry on http://127.0.0.1:${port}/ …`)
const { registry, tarballs } = await startLocalRegistry({ root, dir, port })
for (const name of tarballs.keys()) console.log(`  ${name}`)
console.log(`
Registry up: ${registry.url} (Ctrl-C stops it)
In your app, take @portico/* from it, then install by name:

  npm config set @portico:registry ${registry.url.replace(/\/$/, '')} --location=project
  npm install @portico/react @portico/adapter-wagmi @wagmi/core viem react react-dom
`)

const stop = async () => {
  await registry.stop()
  rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
