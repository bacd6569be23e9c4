import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser'
import { hexToBytes } from 'viem'
import { FrameRequestError } from './FrameRequestError'

/** A WebAuthn answer as JSON for the service, with the PRF output taken out. */
type ResponseJson = Record<string, unknown> & { id: string; clientExtensionResults: unknown }

const bytesOf = (hex: string) => hexToBytes(`0x${hex}`)

// The PRF output is the visitor's key: take it out of the answer before anything is sent.
function takePrfOutput(response: ResponseJson): Uint8Array | undefined {
  const extensions = response.clientExtensionResults as {
    prf?: { enabled?: boolean; results?: { first?: ArrayBuffer | Uint8Array } }
  }
  const first = extensions.prf?.results?.first
  if (extensions.prf) delete extensions.prf.results
  return first
    ? new Uint8Array(first instanceof ArrayBuffer ? first : first.slice().buffer)
    : undefined
}

const passkeyFailed = (cause: unknown) =>
  new FrameRequestError(
    cause instanceof Error && cause.name === 'NotAllowedError'
      ? 'The passkey request was cancelled or timed out'
      : 'The passkey could not be used. Please try again',
  )

/**
 * Passkey ceremonies in the frame, through `@simplewebauthn/browser`, with the PRF extension
 * (WebAuthn's hmac-secret): each answers the response JSON for the service — the PRF output
 * removed — and the 32-byte PRF output, which stays in the frame. A registration whose
 * authenticator evaluates the PRF only on use is followed at once by an assertion with the new
 * credential to read it. Must start inside the visitor's click (browsers need the activation).
 * @example
 * const passkeys = createPasskeyCeremonies()
 * const { response, prfOutput } = await passkeys.register(options, prfSalt)
 */
export function createPasskeyCeremonies() {
  const assert = async (
    optionsJSON: PublicKeyCredentialRequestOptionsJSON,
    prfSalts: Record<string, string>,
  ) => {
    const withPrf = {
      ...optionsJSON,
      extensions: {
        ...optionsJSON.extensions,
        prf: {
          evalByCredential: Object.fromEntries(
            Object.entries(prfSalts).map(([id, salt]) => [id, { first: bytesOf(salt) }]),
          ),
        },
      },
    } as unknown as PublicKeyCredentialRequestOptionsJSON
    const response = (await startAuthentication({ optionsJSON: withPrf }).catch(
      (cause: unknown) => {
        throw passkeyFailed(cause)
      },
    )) as unknown as ResponseJson
    const prfOutput = takePrfOutput(response)
    if (!prfOutput)
      throw new FrameRequestError('This passkey cannot protect a wallet (it has no PRF support)')
    return { response, prfOutput }
  }

  return {
    /** Whether this browser offers WebAuthn at all. */
    supported: () => browserSupportsWebAuthn(),

    async register(optionsJSON: PublicKeyCredentialCreationOptionsJSON, prfSalt: string) {
      const withPrf = {
        ...optionsJSON,
        extensions: { ...optionsJSON.extensions, prf: { eval: { first: bytesOf(prfSalt) } } },
      } as unknown as PublicKeyCredentialCreationOptionsJSON
      const response = (await startRegistration({ optionsJSON: withPrf }).catch(
        (cause: unknown) => {
          throw passkeyFailed(cause)
        },
      )) as unknown as ResponseJson
      const prf = (response.clientExtensionResults as { prf?: { enabled?: boolean } }).prf
      if (prf?.enabled === false)
        throw new FrameRequestError('This passkey cannot protect a wallet (it has no PRF support)')
      const prfOutput =
        takePrfOutput(response) ??
        (
          await assert(
            {
              challenge: btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
                .replace(/\+/g, '-')
                .replace(/\//g, '_')
                .replace(/=+$/, ''),
              ...(optionsJSON.rp.id !== undefined && { rpId: optionsJSON.rp.id }),
              allowCredentials: [{ id: response.id, type: 'public-key' }],
              userVerification: 'required',
            },
            { [response.id]: prfSalt },
          )
        ).prfOutput
      return { response, prfOutput }
    },

    authenticate: assert,

    /** A sign-in: a discoverable assertion, no PRF (the key stays sealed until asked for). */
    async signIn(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
      return (await startAuthentication({ optionsJSON }).catch((cause: unknown) => {
        throw passkeyFailed(cause)
      })) as unknown as ResponseJson
    },
  }
}

/** Ceremonies made by {@link createPasskeyCeremonies}. @example await passkeys.authenticate(o, salts) */
export type PasskeyCeremonies = ReturnType<typeof createPasskeyCeremonies>
