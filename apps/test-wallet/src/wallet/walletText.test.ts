import { describe, expect, it } from 'vitest'
import { errorText, resultText } from './walletText'

describe('resultText', () => {
  it('shows the hash or signature a request answered with', () => {
    expect(resultText('eth_sendTransaction', '0xabc')).toBe('eth_sendTransaction: 0xabc')
    expect(resultText('solana_signMessage', { signature: 'sig' })).toBe('solana_signMessage: sig')
    expect(resultText('wallet_switchEthereumChain', null)).toBe('wallet_switchEthereumChain done')
  })
})

describe('errorText', () => {
  it("keeps an error's first line", () => {
    expect(errorText(new Error('Relay closed\nat socket'))).toBe('Relay closed')
    expect(errorText({ message: 'User rejected.' })).toBe('User rejected.')
    expect(errorText('plain')).toBe('plain')
  })
})
