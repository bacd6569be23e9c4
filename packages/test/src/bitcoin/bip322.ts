import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concatBytes } from '@noble/hashes/utils.js'
import type { BitcoinNetworkParams } from '@portico/common'
import { decodeBitcoinAddress } from '@portico/common'
import { RawWitness, Script, Transaction, utils } from '@scure/btc-signer'
import { fromBase64, toBase64 } from './base64'

const TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/**
 * BIP-322's message hash: SHA-256 tagged with `BIP0322-signed-message`.
 * @example
 * bytesToHex(bip322MessageHash('')) // 'c90c269c…19f1'
 */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return sha256(concatBytes(TAG, TAG, bytes))
}

const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))

/** BIP-322's `to_spend`: the virtual transaction whose only output the signature spends. */
function toSpendTxid(messageHash: Uint8Array, script: Uint8Array): string {
  const u32 = (value: number) => Uint8Array.of(value, value >> 8, value >> 16, value >>> 24)
  const raw = concatBytes(
    u32(0), // version
    Uint8Array.of(1), // one input
    new Uint8Array(32), // prevout hash 0…0
    u32(0xffffffff), // prevout index
    Uint8Array.of(34, 0x00, 0x20), // scriptSig: OP_0 PUSH32 message hash
    messageHash,
    u32(0), // sequence
    Uint8Array.of(1), // one output
    new Uint8Array(8), // value 0
    Uint8Array.of(script.length),
    script,
    u32(0), // lock time
  )
  return bytesToHex(sha256d(raw).reverse())
}

/** BIP-322's `to_sign`, unsigned: spends `to_spend`'s output into an OP_RETURN. */
function toSign(messageHash: Uint8Array, script: Uint8Array, tapInternalKey?: Uint8Array) {
  const tx = new Transaction({ version: 0, allowUnknownVersion: true, allowUnknownOutputs: true })
  tx.addInput({
    txid: toSpendTxid(messageHash, script),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}

/**
 * Signs a message the BIP-322 "simple" way for the P2WPKH or P2TR (key path) address of
 * `privateKey`: the witness of the virtual `to_sign` transaction, serialized, base64 — what
 * Bitcoin wallets answer `signMessage` with.
 * @example
 * const signature = signBip322({ privateKey, address: key.payment, params, message: 'Hello World' })
 */
export function signBip322(parameters: {
  privateKey: Uint8Array
  address: string
  params: BitcoinNetworkParams
  message: string | Uint8Array
}): string {
  const decoded = decodeBitcoinAddress(parameters.address, parameters.params)
  if (decoded?.type !== 'p2wpkh' && decoded?.type !== 'p2tr') {
    throw new Error('BIP-322 simple signatures are made here for P2WPKH and P2TR addresses only')
  }
  const tapKey = decoded.type === 'p2tr' ? utils.pubSchnorr(parameters.privateKey) : undefined
  const tx = toSign(bip322MessageHash(parameters.message), decoded.script, tapKey)
  tx.signIdx(parameters.privateKey, 0)
  tx.finalizeIdx(0)
  const witness = tx.getInput(0).finalScriptWitness
  if (!witness) throw new Error('the BIP-322 signature has no witness')
  return toBase64(RawWitness.encode(witness))
}

/**
 * Checks a BIP-322 "simple" signature of a P2WPKH address: the witness holds a public key whose
 * HASH160 is the address's program, and an ECDSA signature of `to_sign`'s BIP-143 sighash by it.
 * @example
 * verifyBip322({ address, params, message: 'Hello World', signature }) // true
 */
export function verifyBip322(parameters: {
  address: string
  params: BitcoinNetworkParams
  message: string | Uint8Array
  signature: string
}): boolean {
  const decoded = decodeBitcoinAddress(parameters.address, parameters.params)
  if (decoded?.type !== 'p2wpkh') return false
  let witness: Uint8Array[]
  try {
    witness = RawWitness.decode(fromBase64(parameters.signature))
  } catch {
    return false
  }
  const [der, publicKey] = witness
  if (witness.length !== 2 || !der || !publicKey) return false
  if (bytesToHex(ripemd160(sha256(publicKey))) !== bytesToHex(decoded.script.subarray(2))) {
    return false
  }
  if (der.at(-1) !== 0x01) return false // SIGHASH_ALL
  const tx = toSign(bip322MessageHash(parameters.message), decoded.script)
  // P2WPKH signs with the P2PKH script of its key hash as the script code (BIP-143).
  const scriptCode = Script.encode([
    'DUP',
    'HASH160',
    decoded.script.subarray(2),
    'EQUALVERIFY',
    'CHECKSIG',
  ])
  const sighash = tx.preimageWitnessV0(0, scriptCode, 1, 0n)
  return secp256k1.verify(der.subarray(0, -1), sighash, publicKey, {
    prehash: false,
    format: 'der',
    lowS: false,
  })
}
