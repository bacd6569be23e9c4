import { bytesToHex } from '@noble/hashes/utils.js'
import { bitcoinMainnetParams, litecoinRegtestParams } from '@portico/common'
import { WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash, signBip322, verifyBip322 } from './bip322'
import { regtestKeys } from './regtestKeys'

// BIP-322's test vectors.
const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const privateKey = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const signatures = {
  '': 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  'Hello World':
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
}

describe('BIP-322 simple signatures', () => {
  it('hashes messages as the BIP does', () => {
    expect(bytesToHex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(bytesToHex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('accepts the BIP vectors and refuses them for another message', () => {
    for (const [message, signature] of Object.entries(signatures)) {
      expect(verifyBip322({ address, params: bitcoinMainnetParams, message, signature })).toBe(true)
    }
    expect(
      verifyBip322({
        address,
        params: bitcoinMainnetParams,
        message: 'Hello World',
        signature: signatures[''],
      }),
    ).toBe(false)
  })

  it('signs what it verifies, with the vector key and on the regtest chain', () => {
    const signature = signBip322({
      privateKey,
      address,
      params: bitcoinMainnetParams,
      message: 'Hello World',
    })
    expect(
      verifyBip322({ address, params: bitcoinMainnetParams, message: 'Hello World', signature }),
    ).toBe(true)
    const [key] = regtestKeys(1)
    const params = litecoinRegtestParams
    const mine = signBip322({
      privateKey: key!.privateKey,
      address: key!.payment,
      params,
      message: 'portico',
    })
    expect(
      verifyBip322({ address: key!.payment, params, message: 'portico', signature: mine }),
    ).toBe(true)
    expect(verifyBip322({ address: key!.payment, params, message: 'other', signature: mine })).toBe(
      false,
    )
    // Taproot (ordinals) addresses sign too: a 64-byte Schnorr signature alone in the witness.
    const taproot = signBip322({
      privateKey: key!.privateKey,
      address: key!.ordinals,
      params,
      message: 'portico',
    })
    expect(Buffer.from(taproot, 'base64')).toHaveLength(66)
  })
})
