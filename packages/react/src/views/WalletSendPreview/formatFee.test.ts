import { DEVNET_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { englishTranslator } from '../../i18n/loadTranslator'
import { formatFee } from './formatFee'

const { t } = englishTranslator()
const network = DEVNET_CHAINS.devnetA

describe('formatFee', () => {
  it('shows the fee in the native token with its USD value', () => {
    expect(formatFee(21_000n * 10n ** 9n, network, 2000, t)).toBe('≈ 0.000021 ETH ($0.04)')
    expect(formatFee(21_000n * 10n ** 9n, network, undefined, t)).toBe('≈ 0.000021 ETH')
  })

  it('marks dust and unknown fees', () => {
    expect(formatFee(1n, network, 2000, t)).toBe('≈ <0.000001 ETH (<$0.01)')
    expect(formatFee(undefined, network, 2000, t)).toBe('Estimating…')
  })
})
