import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runSuite } from './runSuite'

describe('runSuite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-test-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const module = (name: string, source: string) => {
    const path = join(dir, `${name}.mjs`)
    writeFileSync(path, source)
    return path
  }

  it('skips a suite whose module is not there yet', async () => {
    expect(
      await runSuite({ name: 'relay', modules: [join(dir, 'nope.ts')], exportName: 'run' }),
    ).toEqual({
      suite: 'relay',
      status: 'skipped',
      reason: 'not built',
    })
  })

  it('runs the first existing module and returns its results', async () => {
    const path = module(
      'good',
      `export const run = async () => [{ name: 'x', unit: 'ms', median: 1, p99: 2, anchor: 'y' }]`,
    )
    const outcome = await runSuite({
      name: 'good',
      modules: [join(dir, 'missing.ts'), path],
      exportName: 'run',
    })
    expect(outcome).toMatchObject({ status: 'ran', results: [{ name: 'x', median: 1, p99: 2 }] })
  })

  it('reports a suite that throws or returns something else, without throwing', async () => {
    const throwing = module('throws', `export const run = async () => { throw new Error('boom') }`)
    expect(await runSuite({ name: 't', modules: [throwing], exportName: 'run' })).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('boom'),
    })
    const wrong = module('wrong', `export const run = async () => [{ name: 'x' }]`)
    expect(await runSuite({ name: 'w', modules: [wrong], exportName: 'run' })).toMatchObject({
      status: 'failed',
    })
  })
})
