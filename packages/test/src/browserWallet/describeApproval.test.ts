import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeApproval } from './describeApproval'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('describeApproval', () => {
  it('shows a hex message as the text it encodes, binary data as hex', () => {
    const text = describeApproval({
      method: 'personal_sign',
      params: [toHex('Sign in to Portico\nNonce: 1'), account],
      account,
      chainId: 31337,
    })
    expect(text).toEqual({ title: 'Sign message', lines: ['Sign in to Portico\nNonce: 1'] })
    const binary = describeApproval({
      method: 'personal_sign',
      params: ['0x00ff10', account],
      account,
      chainId: 31337,
    })
    expect(binary.lines).toEqual(['0x00ff10'])
  })

  it('shows the receiver and the ETH value of a transaction', () => {
    const text = describeApproval({
      method: 'eth_sendTransaction',
      params: [{ to: '0x000000000000000000000000000000000000bEEF', value: '0x16345785d8a0000' }],
      account,
      chainId: 31337,
    })
    expect(text).toEqual({
      title: 'Send transaction',
      lines: ['To: 0x000000000000000000000000000000000000bEEF', 'Value: 0.1 ETH'],
    })
  })

  it('names the chain a switch goes to', () => {
    expect(
      describeApproval({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
        account,
        chainId: 31337,
      }),
    ).toEqual({ title: 'Switch network', lines: ['Chain 31338'] })
  })
})
