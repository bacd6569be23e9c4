import { spawn } from 'node:child_process'
import { createWriteStream, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@portico/scripts'
import { e2eOutputDir } from '@portico/test'
import { E2E_STACK_ENV } from './setup/e2eStackEnv'
import { startE2eStack } from './setup/startE2eStack'

const CONFIG = 'e2e/vitest.config.ts'

/**
 * The lanes of `npm run test:e2e`, each one Vitest run, side by side over one stack. The
 * second lane holds the files that spend their time building and installing outside the
 * browser: the consumer apps installed from a registry (npm, tsc, Vite, Next, Nuxt builds), the
 * production rehearsal (service programs, two nodes each behind nginx) and the docs site's
 * build; the browser files, which mostly wait on the browser, the chains and the services,
 * leave a core free for that work. Those took about 14 minutes on an idle 2-core machine against
 * 20 for the browser files, so the longest browser file (the social logins, about 2 minutes)
 * runs in the second lane too, and so does the mainnet-shaped rehearsal (about 20 s), which
 * builds its own kit page and starts two chains and a gateway of its own before its browser.
 * With those, the browser lane still ran about 220 s longer than the builds lane (CI of
 * 2026-11-29: 1,385 against 1,165 s), so the Farcaster file joins them: most of its minute and
 * a half is a wait on the frame's 20 s long poll, which needs no core. The token-paid fee's file
 * (about 50 s, mostly the bundler and the chain) keeps the two lanes even.
 * Every file pays from keys of its own (or only signs), so no shared account's nonce is raced.
 * Inside a lane, one file at a time, as ever.
 */
const SECOND_LANE = [
  'consumer.e2e.ts',
  'production.e2e.ts',
  'docsSite.e2e.ts',
  'socials.e2e.ts',
  'mainnetRehearsal.e2e.ts',
  'farcaster.e2e.ts',
  'embeddedTokenFee.e2e.ts',
] as const
const LANES = [
  {
    name: 'browser',
    args: SECOND_LANE.flatMap((file) => ['--exclude', `**/${file}`]),
    streamed: true,
  },
  { name: 'builds', args: SECOND_LANE.map((file) => `src/${file}`), streamed: false },
] as const

type LaneResult = { name: string; code: number; seconds: number; log?: string }

function vitest(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  log?: string,
): { done: Promise<number>; kill: () => void } {
  const child = spawn(
    process.execPath,
    [join(repoRoot(), 'node_modules/vitest/vitest.mjs'), 'run', '--config', CONFIG, ...args],
    { cwd: repoRoot(), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  if (log) {
    const file = createWriteStream(log)
    child.stdout.pipe(file)
    child.stderr.pipe(file)
  } else {
    child.stdout.pipe(process.stdout)
    child.stderr.pipe(process.stderr)
  }
  return {
    done: new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1))),
    kill: () => child.kill('SIGTERM'),
  }
}

async function runLanes(): Promise<number> {
  const started = Date.now()
  const e2e = await startE2eStack()
  const stackFile = join(e2eOutputDir, `stack-${process.pid}.json`)
  writeFileSync(stackFile, JSON.stringify(e2e.provided))
  const runs = LANES.map((lane) => {
    const log = lane.streamed ? undefined : join(e2eOutputDir, `lane-${lane.name}.log`)
    const laneStarted = Date.now()
    const run = vitest(lane.args, { [E2E_STACK_ENV]: stackFile }, log)
    return {
      kill: run.kill,
      result: run.done.then(
        (code): LaneResult => ({
          name: lane.name,
          code,
          seconds: (Date.now() - laneStarted) / 1000,
          ...(log && { log }),
        }),
      ),
    }
  })
  const stop = () => {
    for (const run of runs) run.kill()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  const results = await Promise.all(
    runs.map((run) =>
      run.result.then((result) => {
        // A lane that wrote to a file is shown whole when it ends, not mixed into the other.
        if (result.log) {
          console.log(`\n──── e2e lane "${result.name}" (${result.log}) ────`)
          console.log(readFileSync(result.log, 'utf8'))
          console.log(`──── end of lane "${result.name}" ────\n`)
        }
        return result
      }),
    ),
  )
  await e2e.stop()
  rmSync(stackFile, { force: true })
  for (const result of results) {
    console.log(
      `e2e lane "${result.name}": ${result.code === 0 ? 'passed' : `failed (exit ${result.code})`} in ${result.seconds.toFixed(0)} s`,
    )
  }
  console.log(
    `e2e: ${((Date.now() - started) / 1000).toFixed(0)} s in all, the stack's start included`,
  )
  return results.some((result) => result.code !== 0) ? 1 : 0
}

// `npm run test:e2e -- <files or flags>` runs just that, in one Vitest run with its own stack.
const args = process.argv.slice(2)
const code = args.length ? await vitest(args, {}).done : await runLanes()
process.exit(code)
