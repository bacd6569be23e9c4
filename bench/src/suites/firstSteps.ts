import { appendFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStack } from '@portico/scripts'
import { launchBrowser } from '@portico/test'
import { LOOPBACK_ONLY } from '../browser/loopbackOnly'
import { summarize } from '../browser/summarize'
import { freeStackPorts } from '../firstSteps/freeStackPorts'
import { measureEmailStep } from '../firstSteps/measureEmailStep'
import { measureFarcasterStep } from '../firstSteps/measureFarcasterStep'
import { measureProtectedWalletStep } from '../firstSteps/measureProtectedWalletStep'
import { measureSocialStep } from '../firstSteps/measureSocialStep'
import { slowest } from '../firstSteps/recordRequests'
import type { StepTiming } from '../firstSteps/StepTiming'
import type { BenchResult } from '../lib/BenchResult'
import { type SuiteOptions, suiteSettings } from '../lib/suiteSettings'

/**
 * What each first step may take, from the visitor's click (issue 63); a newcomer's whole way to a
 * wallet only they can recover, typing included, under a minute (issue 62).
 */
const BUDGET = { emailMs: 1000, socialMs: 2000, farcasterMs: 1000, protectedWalletMs: 60_000 }

/**
 * The first-steps benchmark: starts the dev stack as the e2e run does (`startStack`, production
 * builds of the apps, on free ports; no Bitcoin, Solana, bundlers or on-ramp, which no first
 * step touches) and times, in headless Chromium on loopback only, each turn in a fresh profile:
 * email submit → code view, a social pick (Google at the dev identity provider) → logged in,
 * Farcaster → QR code, and a new address's whole way to a password-protected wallet (email,
 * code from the mail, password twice, typed at a brisk pace). One unmeasured turn first (the services' first requests, the
 * account's creation); medians over `runs` turns. The stack's output goes to a log file named
 * in the suite's log, and each turn's slowest requests are logged. A step that fails is counted
 * (`firstSteps.failedSteps`, budget 0) and the run goes on.
 * @example
 * const results = await runFirstStepsBench({ runs: 5 })
 */
export async function runFirstStepsBench(options: SuiteOptions = {}): Promise<BenchResult[]> {
  const { runs, log } = suiteSettings(options, { least: 3, usual: 5 })
  const logFile = join(mkdtempSync(join(tmpdir(), 'portico-first-steps-')), 'stack.log')
  log(`firstSteps: starting the stack (log: ${logFile})`)
  const stack = await startStack({
    ports: await freeStackPorts(),
    apps: 'preview',
    bitcoin: false,
    solana: false,
    bundlers: false,
    onramp: false,
    log: (service, line) => appendFileSync(logFile, `[${service}] ${line}\n`),
  })
  // The wallet frame is reached on `localhost` (its passkeys need a name, not an address).
  const browser = await launchBrowser({ args: [`${LOOPBACK_ONLY}, EXCLUDE localhost`] })
  try {
    const demo = stack.urls.demo
    const inbox = stack.urls.mailInbox
    if (!demo || !inbox) throw new Error('firstSteps: the stack runs without the demo or mail')
    const steps = {
      email: (turn: number) =>
        measureEmailStep(browser, demo, `bench-${turn}-${Date.now()}@example.com`),
      social: () => measureSocialStep(browser, demo, 'google', 'ada'),
      farcaster: () => measureFarcasterStep(browser, demo),
      protectedWallet: (turn: number) =>
        measureProtectedWalletStep(browser, demo, inbox, `new-${turn}-${Date.now()}@example.com`),
    }
    const samples: Record<keyof typeof steps, number[]> = {
      email: [],
      social: [],
      farcaster: [],
      protectedWallet: [],
    }
    // A turn that fails is counted and the others go on: a login that hangs is what this
    // suite is for, not a reason to report nothing.
    const failed: string[] = []
    for (let turn = 0; turn <= runs; turn++) {
      for (const [name, step] of Object.entries(steps) as [
        keyof typeof steps,
        typeof steps.email,
      ][]) {
        const label = `turn ${turn}${turn === 0 ? ' (unmeasured)' : ''}, ${name}`
        try {
          const timing: StepTiming = await step(turn)
          log(`firstSteps: ${label}: ${Math.round(timing.ms)} ms`)
          for (const line of slowest(timing.requests)) log(`    ${line}`)
          if (turn > 0) samples[name].push(timing.ms)
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
          log(`firstSteps: ${label}: FAILED ${message}`)
          failed.push(`${label}: ${message}`)
        }
      }
    }
    return [
      summarize('firstSteps.emailToCode', 'ms', samples.email, {
        budget: BUDGET.emailMs,
        note: 'email submit click → the code view (EmailVerifyOtp) shown; new address, fresh profile, typed at 60 ms a key',
      }),
      summarize('firstSteps.socialToLoggedIn', 'ms', samples.social, {
        budget: BUDGET.socialMs,
        note: "Google click in Connect → connected or the frame's recovery form (a new device); the pop-up picks its user at once",
      }),
      summarize('firstSteps.farcasterToQr', 'ms', samples.farcaster, {
        budget: BUDGET.farcasterMs,
        note: 'Farcaster click in Connect → the QR code shown; fresh profile',
      }),
      summarize('firstSteps.newcomerToProtectedWallet', 'ms', samples.protectedWallet, {
        budget: BUDGET.protectedWalletMs,
        note: "a new address's first key of the email → connected with a password-protected wallet: email, the mailed code and the password twice typed at 60 ms a key; fresh profile",
      }),
      {
        name: 'firstSteps.failedSteps',
        unit: 'steps',
        median: failed.length,
        anchor: { budget: 0, note: failed.join(' | ') || 'every step of every turn finished' },
      },
    ]
  } finally {
    await browser.close().catch(() => {})
    await stack.stop()
  }
}
