import { onTestFailed } from 'vitest'

/**
 * Names the steps of the running test and, if it fails, prints each one reached with the
 * seconds it started at: a test that ran out of time says which step it was waiting in, which
 * the timeout's own message cannot. Call it inside the test.
 * @example
 * const step = trackSteps()
 * step('log in on the phone')
 */
export function trackSteps(): (name: string) => void {
  const start = Date.now()
  const reached: string[] = []
  onTestFailed(() => {
    console.error(`steps reached before the failure:\n${reached.join('\n')}`)
  })
  return (name) => {
    reached.push(`  ${((Date.now() - start) / 1000).toFixed(1).padStart(6)} s  ${name}`)
  }
}
