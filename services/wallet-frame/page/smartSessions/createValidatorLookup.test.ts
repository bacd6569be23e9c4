import { encodeAbiParameters, getAddress, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { FrameApi } from '../createFrameApi'
import type { FrameContext } from '../FrameContext'
import { createValidatorLookup } from './createValidatorLookup'

const factory = '0x00000000000000000000000000000000000000fa'
const validator = getAddress('0x00000000000000000000000000000000000000ab')

/** A frame whose RPC proxy answers with `answers`, one per call, and records the calls. */
function frameAnswering(answers: ({ result: Hex } | { error: { message: string } })[]) {
  const calls: { path: string; body: unknown }[] = []
  const api = {
    call: async (_method: string, path: string, options: { body?: unknown }) => {
      calls.push({ path, body: options.body })
      const answer = answers.shift()
      if (!answer) throw new Error('no answer left')
      return answer
    },
  } as unknown as FrameApi
  const ctx = { api, config: { smartAccounts: { factory } } } as unknown as Pick<
    FrameContext,
    'api' | 'config'
  >
  return { ctx, calls }
}

const found = { result: encodeAbiParameters([{ type: 'address' }], [validator]) }

describe('createValidatorLookup', () => {
  it('asks the factory once per chain, through the frame’s RPC proxy', async () => {
    const { ctx, calls } = frameAnswering([found, found])
    const validatorOf = createValidatorLookup(ctx)
    expect(await validatorOf(31337)).toBe(validator)
    expect(await validatorOf(31337)).toBe(validator)
    expect(await validatorOf(84532)).toBe(validator)
    expect(calls.map(({ path }) => path)).toEqual([
      '/rpc/v1?chainId=31337',
      '/rpc/v1?chainId=84532',
    ])
    expect(calls[0]?.body).toMatchObject({
      method: 'eth_call',
      params: [{ to: factory, data: '0x5eb6850a' }, 'latest'],
    })
  })

  it('says smart sessions are unavailable when the factory does not answer, and asks again next time', async () => {
    const { ctx, calls } = frameAnswering([{ error: { message: 'execution reverted' } }, found])
    const validatorOf = createValidatorLookup(ctx)
    await expect(validatorOf(31337)).rejects.toThrow(
      'Smart sessions are not available on this network',
    )
    expect(await validatorOf(31337)).toBe(validator)
    expect(calls).toHaveLength(2)
  })
})
