import { toEventSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeUserOperationEvent, USER_OPERATION_EVENT_TOPIC } from './decodeUserOperationEvent'

const entryPoint = '0xfbe400a5bd9424988a7954982a1e7d3c3ddb2d3a'
const sender = `0x${'5c'.repeat(20)}`
const word = (n: bigint) => n.toString(16).padStart(64, '0')
const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
const log = (address: string, success: bigint) => ({
  address,
  topics: [
    USER_OPERATION_EVENT_TOPIC,
    `0x${'11'.repeat(32)}`,
    topic(sender),
    topic(`0x${'0'.repeat(40)}`),
  ],
  data: `0x${word(2n ** 64n + 3n)}${word(success)}${word(21_000n)}${word(7n)}`,
})

describe('decodeUserOperationEvent', () => {
  it('is the EntryPoint event', () => {
    expect(USER_OPERATION_EVENT_TOPIC).toBe(
      toEventSelector('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)'),
    )
  })

  it('decodes the operation a trusted EntryPoint ran', () => {
    expect(decodeUserOperationEvent(log(entryPoint, 1n), new Set([entryPoint]))).toEqual({
      userOpHash: `0x${'11'.repeat(32)}`,
      sender,
      paymaster: `0x${'0'.repeat(40)}`,
      nonce: 2n ** 64n + 3n,
      success: true,
      actualGasCost: 21_000n,
      actualGasUsed: 7n,
    })
    expect(decodeUserOperationEvent(log(entryPoint, 0n), new Set([entryPoint]))?.success).toBe(
      false,
    )
  })

  it('ignores the same event from any other contract, and malformed logs', () => {
    const trusted = new Set([entryPoint])
    expect(decodeUserOperationEvent(log(`0x${'66'.repeat(20)}`, 1n), trusted)).toBeNull()
    const short = { ...log(entryPoint, 1n), data: `0x${word(1n)}` }
    expect(decodeUserOperationEvent(short, trusted)).toBeNull()
    const unindexed = { ...log(entryPoint, 1n), topics: log(entryPoint, 1n).topics.slice(0, 3) }
    expect(decodeUserOperationEvent(unindexed, trusted)).toBeNull()
  })
})
