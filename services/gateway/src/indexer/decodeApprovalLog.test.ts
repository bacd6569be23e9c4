import { describe, expect, it } from 'vitest'
import { APPROVAL_TOPIC, decodeApprovalLog } from './decodeApprovalLog'

const owner = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const spender = '0x7a2088a1bfc9d81c55368ae168c2c02570cb814f'
const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
const word = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`

describe('decodeApprovalLog', () => {
  it('reads owner, spender (lower-case) and value of an ERC-20 Approval', () => {
    expect(
      decodeApprovalLog({
        topics: [APPROVAL_TOPIC, topic(owner), topic(spender)],
        data: word(100n),
      }),
    ).toEqual({ owner: owner.toLowerCase(), spender, value: '100' })
  })

  it('reads nothing from an ERC-721 approval, another event or a malformed log', () => {
    const erc721 = [APPROVAL_TOPIC, topic(owner), topic(spender), word(7n)]
    expect(decodeApprovalLog({ topics: erc721, data: '0x' })).toBeNull()
    expect(
      decodeApprovalLog({ topics: [word(1n), topic(owner), topic(spender)], data: word(1n) }),
    ).toBeNull()
    expect(
      decodeApprovalLog({ topics: [APPROVAL_TOPIC, topic(owner), topic(spender)], data: '0x' }),
    ).toBeNull()
    expect(
      decodeApprovalLog({ topics: [APPROVAL_TOPIC, '0x12', topic(spender)], data: word(1n) }),
    ).toBeNull()
  })
})
