import { describe, expect, it } from 'vitest'
import { identiconBackground } from './identiconBackground'

describe('identiconBackground', () => {
  it('is stable and ignores address case', () => {
    const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(identiconBackground(a)).toBe(identiconBackground(a.toLowerCase()))
  })

  it('differs between addresses', () => {
    expect(identiconBackground('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).not.toBe(
      identiconBackground('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
    )
  })
})
