import { DEVNET_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../../i18n/loadTranslator'
import { formatFee } from './formatFee'

const en = englishTranslator()
const network = DEVNET_CHAINS.devnetA

describe('formatFee', () => {
  it('shows the fee in the native token with its USD value', () => {
    expect(formatFee(21_000n * 10n ** 9n, network, 2000, en)).toBe('≈ 0.000021 ETH ($0.04)')
    expect(formatFee(21_000n * 10n ** 9n, network, undefined, en)).toBe('≈ 0.000021 ETH')
  })

  it('truncates like every quoted amount, keeping 6 digits from the first non-zero one', () => {
    expect(formatFee(32_999_990_000_000n, network, undefined, en)).toBe('≈ 0.0000329999 ETH')
    expect(formatFee(1_234_567_890_000_000n, network, undefined, en)).toBe('≈ 0.00123456 ETH')
  })

  it('shows dust to its first digits and an unknown fee as estimating', () => {
    expect(formatFee(1n, network, 2000, en)).toBe('≈ 0.000000000000000001 ETH (<$0.01)')
    expect(formatFee(undefined, network, 2000, en)).toBe('Estimating…')
  })

  it('writes the fee in the visitor’s locale', async () => {
    const de = await loadTranslator('de')
    expect(formatFee(1_234_567_890_000_000n, network, 2000, de)).toBe('≈ 0,00123456 ETH ($2,47)')
  })
})
