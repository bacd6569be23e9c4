import { expect, it } from 'vitest'

/**
 * A test that pins a package entry's public export list: it fails when the entry gains or loses a
 * name and `names` (sorted) does not say so too, so no export is added or dropped by accident.
 * @example
 * import * as exports from './index'
 * itExportsExactly('exports the public API by name', exports, ['createEthersAdapter'])
 */
export function itExportsExactly(title: string, entry: object, names: readonly string[]): void {
  it(title, () => {
    expect(Object.keys(entry).sort()).toEqual(names)
  })
}
