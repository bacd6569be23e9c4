import type { Reporter, TestCase, TestModule } from 'vitest/node'

/** Lines of each first-attempt error kept: the message and the top of its stack. */
const ERROR_LINES = 12

/**
 * Lists, at the end of the run, every test that passed only on its retry (the e2e config
 * retries a failed test once), with the errors of the attempts that failed: the run's default
 * report shows a retried test that passed as passed, without them. A retried test is a bug to
 * find, not noise: each one goes into e2e/FLAKES.md with its cause once found. Each is also
 * printed as it finishes, so a run cut short still shows it.
 * @example
 * // e2e/vitest.config.ts
 * reporters: ['default', new RetriedTestsReporter()]
 */
export class RetriedTestsReporter implements Reporter {
  onTestCaseResult(test: TestCase): void {
    if (needsRetry(test)) console.log(`\ne2e: needed its retry: ${describe(test)}`)
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const retried = testModules.flatMap((module) =>
      [...module.children.allTests()].filter(needsRetry).map(describe),
    )
    if (retried.length === 0) {
      console.log('\ne2e: no test needed its retry.')
      return
    }
    console.log(
      `\ne2e: ${retried.length} test(s) needed their retry (write each in e2e/FLAKES.md):\n${retried.map((line) => `  - ${line}`).join('\n')}`,
    )
  }
}

function needsRetry(test: TestCase): boolean {
  return (test.diagnostic()?.retryCount ?? 0) > 0
}

// Vitest keeps the errors of the failed attempts in the result of a test that passed on retry.
function describe(test: TestCase): string {
  const result = test.result()
  const outcome = result.state === 'passed' ? 'passed on retry' : 'failed twice'
  const line = `${test.module.relativeModuleId} › ${test.fullName} (${outcome})`
  const errors = (result.state === 'passed' || result.state === 'failed' ? result.errors : [])
    ?.map((error) => {
      // The message first: a timeout's stack is only where the test was declared.
      const stack = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
      return [`${error.name ?? 'Error'}: ${error.message}`, ...stack.slice(0, ERROR_LINES)].join(
        '\n',
      )
    })
    .join('\n')
  if (!errors) return line
  const indented = errors
    .split('\n')
    .map((text) => `      ${text}`)
    .join('\n')
  return `${line}; failed with:\n${indented}`
}
