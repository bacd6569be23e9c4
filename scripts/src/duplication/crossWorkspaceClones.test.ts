import { describe, expect, it } from 'vitest'
import { isAllowedClone } from './allowedClones'
import type { Clone } from './Clone'
import { crossWorkspaceClones } from './crossWorkspaceClones'
import { isProductFile } from './isProductFile'

const published = new Set(['packages/core', 'packages/react', 'services/gateway', 'services/relay'])

const clone = (a: string, b: string): Clone => ({
  a: { file: a, start: 1, end: 8 },
  b: { file: b, start: 1, end: 8 },
  lines: 8,
})

describe('isProductFile', () => {
  it('takes a published workspace’s src files, not its tests, test support, benches or dev tools', () => {
    expect(isProductFile('packages/core/src/createPortico.ts', published)).toBe(true)
    expect(isProductFile('packages/react/src/views/Connect/ConnectView.tsx', published)).toBe(true)
    for (const file of [
      'packages/core/src/createPortico.test.ts',
      'packages/react/src/views/Connect/ConnectView.test.tsx',
      'packages/core/src/testing/createFakeAdapter.ts',
      'services/gateway/src/bench/history.ts',
      'services/gateway/src/dev/seed.ts',
      'services/gateway/vitest.config.ts',
      'packages/test/src/wallet/createWallet.ts',
      'apps/demo/src/main.tsx',
      'e2e/src/smoke.e2e.ts',
    ])
      expect(isProductFile(file, published)).toBe(false)
  })
})

describe('crossWorkspaceClones', () => {
  it('keeps clones between the product code of two packages, two services, or one of each', () => {
    const between = [
      clone('packages/core/src/a.ts', 'packages/react/src/b.ts'),
      clone('services/gateway/src/a.ts', 'services/relay/src/b.ts'),
      clone('packages/core/src/a.ts', 'services/relay/src/b.ts'),
    ]
    expect(crossWorkspaceClones(between, published)).toEqual(between)
  })

  it('leaves clones inside one workspace, and those with tests, apps or unpublished workspaces', () => {
    expect(
      crossWorkspaceClones(
        [
          clone('packages/core/src/a.ts', 'packages/core/src/b.ts'),
          clone('packages/core/src/a.ts', 'packages/react/src/a.test.ts'),
          clone('packages/core/src/a.ts', 'apps/demo/src/b.ts'),
          clone('services/relay/src/a.ts', 'packages/test/src/b.ts'),
        ],
        published,
      ),
    ).toEqual([])
  })
})

describe('isAllowedClone', () => {
  it('lets a listed pair through in either order, and nothing else', () => {
    const allowed = [
      {
        files: ['packages/core/src/a.ts', 'packages/react/src/b.ts'] as const,
        why: 'same on purpose',
      },
    ]
    expect(
      isAllowedClone(clone('packages/core/src/a.ts', 'packages/react/src/b.ts'), allowed),
    ).toBe(true)
    expect(
      isAllowedClone(clone('packages/react/src/b.ts', 'packages/core/src/a.ts'), allowed),
    ).toBe(true)
    expect(
      isAllowedClone(clone('packages/core/src/a.ts', 'packages/react/src/c.ts'), allowed),
    ).toBe(false)
  })
})
