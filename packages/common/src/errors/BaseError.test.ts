import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError'

class WrappedError extends BaseError {
  override name = 'WrappedError'
}

describe('BaseError', () => {
  it('keeps message equal to the short message when there is nothing to add', () => {
    const error = new BaseError('Failed to disconnect')
    expect(error.message).toBe('Failed to disconnect')
    expect(error.shortMessage).toBe('Failed to disconnect')
    expect(error.details).toBe('')
    expect(error.name).toBe('BaseError')
    expect(error).toBeInstanceOf(Error)
  })

  it('falls back to a generic sentence for an empty short message', () => {
    expect(new BaseError('').shortMessage).toBe('An error occurred')
  })

  it('composes meta messages, docs path and details into the message', () => {
    const error = new BaseError('Invalid chainId', {
      metaMessages: ['Chain: 4294967295'],
      docsPath: '/errors#invalid-chain-id',
      details: 'too large',
    })
    expect(error.message).toBe(
      [
        'Invalid chainId',
        '',
        'Chain: 4294967295',
        'Docs: /errors#invalid-chain-id',
        'Details: too large',
      ].join('\n'),
    )
    expect(error.metaMessages).toEqual(['Chain: 4294967295'])
    expect(error.docsPath).toBe('/errors#invalid-chain-id')
  })

  it('takes details from an Error cause and inherits details and docs from a BaseError cause', () => {
    const plain = new BaseError('outer', { cause: new Error('socket closed') })
    expect(plain.details).toBe('socket closed')
    expect(plain.cause).toBeInstanceOf(Error)

    const inner = new BaseError('inner', { details: 'root detail', docsPath: '/docs/inner' })
    const outer = new BaseError('outer', { cause: inner })
    expect(outer.details).toBe('root detail')
    expect(outer.docsPath).toBe('/docs/inner')
  })

  it('uses a string cause as details', () => {
    expect(new BaseError('x', { cause: 'boom' }).details).toBe('boom')
  })

  it('walk() returns the innermost cause', () => {
    const root = new Error('root')
    const middle = new WrappedError('middle', { cause: root })
    const top = new BaseError('top', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(new BaseError('alone').walk()).toBeInstanceOf(BaseError)
  })

  it('walk(fn) returns the first matching error, itself included, or null', () => {
    const root = new Error('root')
    const middle = new WrappedError('middle', { cause: root })
    const top = new BaseError('top', { cause: middle })
    expect(top.walk((e) => e instanceof WrappedError)).toBe(middle)
    expect(top.walk((e) => e === top)).toBe(top)
    expect(top.walk((e) => e instanceof TypeError)).toBeNull()
  })

  it('walk() stops on a cause cycle', () => {
    const a = new BaseError('a')
    const b = new BaseError('b', { cause: a })
    a.cause = b
    expect(b.walk((e) => e instanceof TypeError)).toBeNull()
    expect(b.walk()).toBe(a)
  })
})
