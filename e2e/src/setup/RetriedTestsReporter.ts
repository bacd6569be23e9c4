import type { Reporter, TestCase, TestModule } from 'vitest/node'

/**
 * Lists, at the end of the run, every test that passed only on its retry (the e2e config
 * retries a failed test once). A retried test is a bug to find, not noise: each one goes into
 * e2e/FLAKES.md with its cause once found.
 * @example
 * // e2e/vitest.config.ts
 * reporters: ['default', new RetriedTestsReporter()]
 */
export class RetriedTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const retried = testModules.flatMap((module) =>
      [...module.children.allTests()].filter(needsRetry).map((test) => describe(module, test)),
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

function describe(module: TestModule, test: TestCase): string {
  const outcome = test.result().state === 'passed' ? 'passed on retry' : 'failed twice'
  return `${module.relativeModuleId} › ${test.fullName} (${outcome})`
}
