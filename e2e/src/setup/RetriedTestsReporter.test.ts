import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it, vi } from 'vitest'
import { startVitest } from 'vitest/node'
import { RetriedTestsReporter } from './RetriedTestsReporter'

const dir = mkdtempSync(join(tmpdir(), 'portico-retried-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('names a test that passed on its retry with the error its first attempt failed on', async () => {
  writeFileSync(
    join(dir, 'flaky.test.ts'),
    `import { expect, it } from 'vitest'
let attempts = 0
it('passes the second time', () => {
  attempts++
  expect(attempts, 'the wallet list never showed').toBe(2)
})
it('passes at once', () => {})
`,
  )
  const logged: string[] = []
  const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    logged.push(String(line))
  })
  try {
    const vitest = await startVitest('test', [], {
      root: dir,
      config: false,
      include: ['flaky.test.ts'],
      retry: 1,
      watch: false,
      reporters: [new RetriedTestsReporter()],
    })
    await vitest.close()
  } finally {
    log.mockRestore()
  }
  const summary = logged.find((line) => line.includes('needed their retry')) ?? ''
  expect(summary).toContain('1 test(s) needed their retry')
  expect(summary).toContain('flaky.test.ts › passes the second time (passed on retry)')
  expect(summary).toContain('(passed on retry); failed with:')
  expect(summary).toContain('the wallet list never showed')
  expect(summary).not.toContain('passes at once')
  // Printed as the test finishes too, so a run cut short keeps it.
  expect(logged.some((line) => line.startsWith('\ne2e: needed its retry: flaky.test.ts'))).toBe(
    true,
  )
}, 60_000)
