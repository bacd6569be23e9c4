import { split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { keySetupMessage } from '../shared/keySetupMessage'

/**
 * A new key and the body of `POST /keys/v1/setup` for it as the frame sent it before self
 * custody: an auth share, a recovery share for the KMS to seal, and the key's signature naming
 * the session of `refreshToken`.
 * @example const { account, body } = await custodialSetupBody(session.refreshToken)
 */
export async function custodialSetupBody(refreshToken: string) {
  const privateKey = generatePrivateKey()
  const account = privateKeyToAccount(privateKey)
  const [, auth, recovery] = await split(hexToBytes(privateKey), 3, 2)
  const sessionId = refreshToken.split('.')[0] ?? ''
  return {
    account,
    body: {
      address: account.address,
      authShare: bytesToHex(auth as Uint8Array),
      recoveryShare: bytesToHex(recovery as Uint8Array),
      signature: await account.signMessage({ message: keySetupMessage(sessionId) }),
    },
  }
}
