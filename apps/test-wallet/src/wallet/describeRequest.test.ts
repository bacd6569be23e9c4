import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest'
import { parseRequest } from './parseRequest'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hexOf = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

describe('describeRequest', () => {
  it('shows the text of a personal_sign message, line breaks and all', () => {
    const message = 'Sign in to Portico ✓\nNonce: 42'
    expect(describeRequest(parseRequest('personal_sign', [hexOf(message), ADDRESS]))).toEqual([
      { label: 'Message', value: message },
      { label: 'Account', value: ADDRESS },
    ])
  })

  it('shows binary messages as hex', () => {
    const fields = describeRequest(parseRequest('personal_sign', ['0x00ff10', ADDRESS]))
    expect(fields[0]).toEqual({ label: 'Message', value: '0x00ff10' })
    const invalidUtf8 = describeRequest(parseRequest('personal_sign', ['0xc328', ADDRESS]))
    expect(invalidUtf8[0]?.value).toBe('0xc328')
  })

  it('shows recipient, value in ETH, calldata and gas of a transaction', () => {
    const calldata = `0xa9059cbb${'0'.repeat(24)}${TO.slice(2).toLowerCase()}${'0'.repeat(63)}1`
    const parsed = parseRequest('eth_sendTransaction', [
      { from: ADDRESS, to: TO, value: '0x14d1120d7b160000', data: calldata, gas: '0x5208' },
    ])
    expect(describeRequest(parsed)).toEqual([
      { label: 'From', value: ADDRESS },
      { label: 'To', value: TO },
      { label: 'Value', value: '1.5 ETH' },
      { label: 'Data', value: `0xa9059cbb…00000001 (68 bytes)` },
      { label: 'Gas limit', value: '21000' },
    ])
    expect(describeRequest(parseRequest('eth_sendTransaction', [{ data: '0x6080' }]))).toEqual([
      { label: 'To', value: 'New contract' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: '0x6080' },
    ])
  })

  it('shows domain, type and message of typed data', () => {
    const parsed = parseRequest('eth_signTypedData_v4', [
      ADDRESS,
      {
        domain: { name: 'Portico', chainId: 31337 },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'hi' },
      },
    ])
    expect(describeRequest(parsed)).toEqual([
      { label: 'Account', value: ADDRESS },
      { label: 'Domain', value: 'Portico on chain 31337' },
      { label: 'Type', value: 'Mail' },
      { label: 'Message', value: '{\n  "contents": "hi"\n}' },
    ])
  })

  it('shows the target of a chain switch and the reason a request cannot be handled', () => {
    expect(describeRequest({ kind: 'switchChain', chainId: 31338, add: false })).toEqual([
      { label: 'Switch to chain', value: '31338' },
    ])
    expect(describeRequest(parseRequest('eth_sign', []))).toEqual([
      { label: 'Cannot handle', value: 'The test wallet does not support eth_sign' },
    ])
  })
})
