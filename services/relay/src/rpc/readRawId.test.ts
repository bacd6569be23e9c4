import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readRawId } from './readRawId'

describe('readRawId', () => {
  it('returns the top-level id text, ignoring ids nested in params or inside strings', () => {
    expect(readRawId('{"id":1732000000000000123,"jsonrpc":"2.0"}')).toBe('1732000000000000123')
    expect(
      readRawId('{"params":{"id":5,"x":"\\"id\\":6"},"method":"m","id" : 9007199254740993 }'),
    ).toBe('9007199254740993')
    expect(readRawId('{"list":[{"id":1}],"id":-2.5e3}')).toBe('-2.5e3')
  })

  it('returns undefined when there is no numeric top-level id', () => {
    expect(readRawId('{"params":{"id":5}}')).toBeUndefined()
    expect(readRawId('{"id":"abc"}')).toBeUndefined()
    expect(readRawId('not json')).toBeUndefined()
  })

  it('recovers any integer id exactly, whatever precedes it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 25n }),
        fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
        (id, params) => {
          const frame = `{"params":${JSON.stringify(params)},"id":${id},"jsonrpc":"2.0"}`
          expect(readRawId(frame)).toBe(id.toString())
        },
      ),
    )
  })
})
