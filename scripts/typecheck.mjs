// Type-checks every workspace that has a tsconfig.json, two at a time (the machine has 2 cores).
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const groups = ['packages', 'services', 'apps']
const projects = [
  ...groups.flatMap((group) =>
    existsSync(join(root, group))
      ? readdirSync(join(root, group)).map((name) => join(group, name))
      : [],
  ),
  'e2e',
  'bench',
  'scripts',
  'site',
]
  // A workspace's browser-only code (the wallet frame's page/) has its own tsconfig: DOM, no Node.
  .flatMap((dir) => [dir, join(dir, 'page')])
  .filter((dir) => existsSync(join(root, dir, 'tsconfig.json')))

const tsc = join(root, 'node_modules', '.bin', 'tsc')
let failed = 0

function check(dir) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['--noEmit', '-p', dir], { cwd: root, stdio: 'inherit' })
    child.on('exit', (code) => {
      if (code !== 0) {
        failed++
        console.error(`typecheck failed: ${dir}`)
      }
      resolve()
    })
  })
}

const queue = [...projects]
await Promise.all(
  [0, 1].map(async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) await check(dir)
  }),
)
console.log(`typecheck: ${projects.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
