import { describe, expect, it } from 'vitest'
import { englishTranslator } from '../../i18n/loadTranslator'
import { receiverNotice } from './receiverNotice'

const { t } = englishTranslator()
const OWN = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('receiverNotice', () => {
  it('says when the visitor is sending to their own address, whatever its case', () => {
    const self = 'This is your own address: you are sending to yourself'
    expect(receiverNotice('eip155', ` ${OWN.toLowerCase()} `, OWN, t)).toBe(self)
    expect(receiverNotice('solana', 'So1ana111', 'So1ana111', t)).toBe(self)
  })

  it('says nothing for another address, an empty field, or no account', () => {
    expect(receiverNotice('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', OWN, t)).toBe(
      undefined,
    )
    expect(receiverNotice('eip155', '', OWN, t)).toBe(undefined)
    expect(receiverNotice('eip155', OWN, undefined, t)).toBe(undefined)
    expect(receiverNotice('solana', 'so1ana111', 'So1ana111', t)).toBe(undefined)
  })
})
