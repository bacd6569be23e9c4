// Installs what a fresh clone is missing before `npm start`, `npm test` or `npm run bench`, and
// says what it is doing while it does: a first install takes minutes, never in silence.
// Plain Node on purpose: it must run before any dependency exists.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const lockPath = join(root, 'package-lock.json')
const stampPath = join(root, 'node_modules', '.portico-install-stamp')
const HEARTBEAT_MS = 15_000

function seconds(ms) {
  return `${Math.round(ms / 1000)} s`
}

/** Runs a command with its output shown, printing a line every 15 s while it is quiet. */
function run(command, args, what) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' })
    const heartbeat = setInterval(
      () => console.log(`  … still ${what} (${seconds(Date.now() - started)})`),
      HEARTBEAT_MS,
    )
    child.on('exit', (code, signal) => {
      clearInterval(heartbeat)
      if (code !== 0) {
        console.error(`\n${command} ${args.join(' ')} failed (exit ${code ?? signal})`)
        process.exit(code ?? 1)
      }
      console.log(`  done ${what} in ${seconds(Date.now() - started)}`)
      resolve()
    })
  })
}

function lockHash() {
  return existsSync(lockPath)
    ? createHash('sha256').update(readFileSync(lockPath)).digest('hex')
    : ''
}

const wanted = lockHash()
const installed = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : null
if (wanted === '' || installed !== wanted) {
  if (!existsSync(join(root, 'node_modules'))) {
    console.log(
      'First run: installing dependencies with `npm ci` from package-lock.json. This takes about\n' +
        '2–4 minutes (downloads, then native builds such as better-sqlite3); later runs skip it.',
    )
    await run('npm', ['ci', '--no-audit', '--no-fund'], 'installing dependencies')
  } else {
    // An existing tree (another branch, a pulled lockfile): `npm install` updates it in place
    // and never wipes a node_modules that running processes use, as `npm ci` would.
    console.log(
      'package-lock.json changed: updating dependencies with `npm install` (under a minute)…',
    )
    await run('npm', ['install', '--no-audit', '--no-fund'], 'updating dependencies')
  }
  writeFileSync(stampPath, lockHash())
}

if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium for the browser tests with apt-get (about 1–2 minutes)…')
    await run('apt-get', ['update', '-qq'], 'reading the package lists')
    await run(
      'apt-get',
      ['install', '-y', '-qq', 'chromium', 'fonts-liberation'],
      'installing Chromium',
    )
  } else {
    console.error(
      'Browser tests need Chromium at /usr/bin/chromium: run `sudo apt-get install chromium`.',
    )
    process.exit(1)
  }
}

// The Bitcoin regtest chain of the dev stack and the tests is Debian's Litecoin Core (DESIGN.md).
if (!existsSync('/usr/bin/litecoind')) {
  if (process.getuid?.() === 0) {
    console.log('Installing litecoind for the Bitcoin regtest chain with apt-get (under a minute)…')
    await run('apt-get', ['update', '-qq'], 'reading the package lists')
    await run('apt-get', ['install', '-y', '-qq', 'litecoind'], 'installing litecoind')
  } else if (process.argv.includes('--browser')) {
    console.error(
      'The Bitcoin tests need litecoind at /usr/bin/litecoind: run `sudo apt-get install litecoind`.',
    )
    process.exit(1)
  } else {
    console.warn(
      'No /usr/bin/litecoind: the stack starts without its Bitcoin regtest chain' +
        ' (`sudo apt-get install litecoind` adds it).',
    )
  }
}

// The production rehearsal (e2e/src/production.e2e.ts) puts the services behind Debian's nginx
// with TLS, as a team would deploy them; only the tests need it.
if (process.argv.includes('--browser') && !existsSync('/usr/sbin/nginx')) {
  if (process.getuid?.() === 0) {
    console.log('Installing nginx for the production rehearsal with apt-get (under a minute)…')
    await run('apt-get', ['update', '-qq'], 'reading the package lists')
    await run('apt-get', ['install', '-y', '-qq', 'nginx'], 'installing nginx')
  } else {
    console.error(
      'The production rehearsal needs nginx at /usr/sbin/nginx: run `sudo apt-get install nginx`.',
    )
    process.exit(1)
  }
}
