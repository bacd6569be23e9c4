import { describe, expect, it } from 'vitest'
import { parseRequest } from './parseRequest'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseRequest', () => {
  it('reads personal_sign in both parameter orders', () => {
    const expected = { kind: 'personalSign', message: '0x6869', address: ADDRESS }
    expect(parseRequest('personal_sign', ['0x6869', ADDRESS])).toEqual(expected)
    expect(parseRequest('personal_sign', [ADDRESS, '0x6869'])).toEqual(expected)
  })

  it('reads a transaction, quantities as bigint, input as data', () => {
    expect(
      parseRequest('eth_sendTransaction', [
        { from: ADDRESS, to: TO, value: '0xde0b6b3a7640000', input: '0xa9059cbb', gas: 21000 },
      ]),
    ).toEqual({
      kind: 'transaction',
      tx: { from: ADDRESS, to: TO, value: 10n ** 18n, data: '0xa9059cbb', gas: 21000n },
    })
    expect(parseRequest('eth_sendTransaction', [{ to: TO, data: '0x' }])).toEqual({
      kind: 'transaction',
      tx: { to: TO, value: 0n },
    })
  })

  it('reads typed data given as JSON text or as an object', () => {
    const typedData = {
      domain: { name: 'Portico', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const parsed = { kind: 'typedData', address: ADDRESS, typedData }
    expect(parseRequest('eth_signTypedData_v4', [ADDRESS, JSON.stringify(typedData)])).toEqual(
      parsed,
    )
    expect(parseRequest('eth_signTypedData_v4', [ADDRESS, typedData])).toEqual(parsed)
  })

  it('reads chain switches with hex or number ids', () => {
    expect(parseRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      kind: 'switchChain',
      chainId: 31338,
      add: false,
    })
    expect(
      parseRequest('wallet_addEthereumChain', [{ chainId: 10, chainName: 'OP' }]),
    ).toMatchObject({
      chainId: 10,
      add: true,
    })
  })

  it('marks unknown methods and malformed params as unsupported, with the reason', () => {
    expect(parseRequest('eth_sign', [ADDRESS, '0x00'])).toEqual({
      kind: 'unsupported',
      reason: 'The test wallet does not support eth_sign',
    })
    const malformed = parseRequest('personal_sign', ['hello', ADDRESS])
    expect(malformed.kind).toBe('unsupported')
    expect(parseRequest('eth_sendTransaction', {}).kind).toBe('unsupported')
    expect(parseRequest('eth_signTypedData_v4', [ADDRESS, '{not json']).kind).toBe('unsupported')
  })
})
