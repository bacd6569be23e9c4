import { expect, it } from 'vitest'
import type { BuiltSite } from './buildSite'
import { retainedByChunk } from './retainedByChunk'

const site: BuiltSite = {
  outDir: '/tmp/site',
  modules: new Map(),
  moduleIds: new Map(),
  sources: new Map([
    [
      'assets/Modal-a.js',
      new Map([
        ['zod', 900],
        ['react/dist/modal', 400],
        ['core/dist/api', 100],
        ['common/dist/errors', 50],
      ]),
    ],
  ]),
}

it('lists the median bytes each file keeps, largest first, named by its heaviest sources', () => {
  const rows = retainedByChunk(site, [
    new Map([
      ['/assets/Modal-a.js', 10_240],
      ['', 2_048],
    ]),
    new Map([['/assets/Modal-a.js', 20_480]]),
    new Map([
      ['/assets/Modal-a.js', 30_720],
      ['', 4_096],
    ]),
  ])
  expect(rows).toEqual([
    { file: 'assets/Modal-a.js', kib: 20, sources: ['zod', 'react/dist/modal', 'core/dist/api'] },
    // A run that sampled nothing of a file counts as 0 for it.
    { file: '(no script)', kib: 2, sources: [] },
  ])
})
