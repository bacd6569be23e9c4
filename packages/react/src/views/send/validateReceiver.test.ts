import { describe, expect, it } from 'vitest'
import { englishTranslator } from '../../i18n/loadTranslator'
import { ETHER_BALANCE } from '../Account/tabs/testing/etherBalance'
import { encodeTransferData } from './encodeTransferData'
import { sendFormError } from './sendFormError'
import { validateReceiver } from './validateReceiver'

const { t } = englishTranslator()

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
// 1 ETH on devnet A at $2,000.
const token = { ...ETHER_BALANCE, price: 2000, quantity: { decimals: '18', numeric: '1' } }

describe('validateReceiver', () => {
  it('accepts addresses of the namespace, with pasted spaces around them', () => {
    expect(validateReceiver('eip155', EVM, t)).toBeUndefined()
    expect(validateReceiver('eip155', ` ${EVM.toLowerCase()}\n`, t)).toBeUndefined()
    expect(validateReceiver('solana', SOLANA, t)).toBeUndefined()
  })

  it('refuses the zero address and the Solana system program: nobody can spend from them', () => {
    const lost = 'Anything sent to this address is lost forever'
    expect(validateReceiver('eip155', `0x${'0'.repeat(40)}`, t)).toBe(lost)
    expect(validateReceiver('solana', '1'.repeat(32), t)).toBe(lost)
  })

  it('says Invalid address for anything else', () => {
    expect(validateReceiver('eip155', '0x1234', t)).toBe('Invalid address')
    expect(validateReceiver('eip155', `${EVM}0`, t)).toBe('Invalid address')
    expect(validateReceiver('eip155', SOLANA, t)).toBe('Invalid address')
    expect(validateReceiver('solana', EVM, t)).toBe('Invalid address')
    expect(validateReceiver('solana', '0OIl'.repeat(9), t)).toBe('Invalid address')
  })

  it('says nothing while the field is empty', () => {
    expect(validateReceiver('eip155', '', t)).toBeUndefined()
    expect(validateReceiver('eip155', '   ', t)).toBeUndefined()
    expect(validateReceiver('eip155', undefined, t)).toBeUndefined()
  })
})

describe('sendFormError', () => {
  it('gives the spec §5 messages verbatim', () => {
    const base = { namespace: 'eip155' as const, token, amount: '1', receiver: EVM }
    expect(sendFormError(base, t)).toBeUndefined()
    expect(sendFormError({ ...base, amount: '', receiver: undefined }, t)).toBe(
      'An amount and receiver address are required',
    )
    expect(sendFormError({ ...base, token: undefined }, t)).toBe('A token is required')
    expect(sendFormError({ ...base, namespace: 'bip122' }, t)).toBe('Unsupported chain')
  })

  it('names the one missing field when only one of amount and receiver is missing', () => {
    const base = { namespace: 'eip155' as const, token, amount: '1', receiver: EVM }
    expect(sendFormError({ ...base, amount: '' }, t)).toBe('Enter an amount to send')
    expect(sendFormError({ ...base, receiver: undefined }, t)).toBe('Enter the receiver address')
  })

  it('does not ask for a token on solana', () => {
    expect(
      sendFormError({ namespace: 'solana', token: undefined, amount: '1', receiver: SOLANA }, t),
    ).toBeUndefined()
  })
})

describe('encodeTransferData', () => {
  it('encodes transfer(address,uint256)', () => {
    expect(encodeTransferData(EVM, 1000n)).toBe(
      `0xa9059cbb000000000000000000000000${EVM.slice(2).toLowerCase()}${'0'.repeat(61)}3e8`,
    )
  })
})
