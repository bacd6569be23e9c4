import { describe, expect, it } from 'vitest'
import { demoAdapterName, demoEvmAdapter } from './demoEvmAdapter'

const page = (query: string) => new URL(`http://127.0.0.1:5173/${query}`)

describe('demoEvmAdapter', () => {
  it.each([
    ['', 'wagmi'],
    ['?adapter=wagmi', 'wagmi'],
    ['?adapter=ethers', 'ethers'],
    ['?adapter=ethers5', 'ethers5'],
    ['?adapter=solana', 'wagmi'],
  ] as const)('takes %j as the %s adapter', (query, expected) => {
    expect(demoAdapterName(page(query))).toBe(expected)
    expect(demoEvmAdapter(page(query), []).adapterType).toBe(expected)
  })
})
