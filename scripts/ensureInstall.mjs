// Installs what a fresh clone is missing before `npm start`, `npm test` or `npm run bench`.
// Plain Node on purpose: it must run before any dependency exists.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const lockPath = join(root, 'package-lock.json')
const stampPath = join(root, 'node_modules', '.portico-install-stamp')

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

function lockHash() {
  return existsSync(lockPath)
    ? createHash('sha256').update(readFileSync(lockPath)).digest('hex')
    : ''
}

const wanted = lockHash()
const installed = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : null
if (wanted === '' || installed !== wanted) {
  console.log('Installing dependencies…')
  // `npm install` rather than `npm ci`: it installs the locked versions just the same, never
  // wipes a node_modules that running processes use, and accepts a lockfile that records only
  // this platform's optional binaries (biome, esbuild, anvil), which `npm ci` rejects.
  run('npm', ['install', '--no-audit', '--no-fund'])
  writeFileSync(stampPath, lockHash())
}

if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium for the browser tests…')
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'])
  } else {
    console.error(
      'Browser tests need Chromium at /usr/bin/chromium: run `sudo apt-get install chromium`.',
    )
    process.exit(1)
  }
}
