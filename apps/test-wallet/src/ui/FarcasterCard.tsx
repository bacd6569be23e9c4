import { useState } from 'react'
import type { LocalAccount } from 'viem'
import { type FarcasterRequest, readFarcasterRequest } from '../farcaster/readFarcasterRequest'
import { readQrImage } from '../farcaster/readQrImage'
import {
  buildFarcasterMessage,
  ensureFid,
  type FarcasterRegistry,
  postFarcasterSignature,
} from '../farcaster/signInWithFarcaster'
import { LinkInput } from './LinkInput'

type Step =
  | { status: 'idle' }
  | { status: 'busy'; label: string }
  | { status: 'review'; request: FarcasterRequest; fid: bigint; message: string }
  | { status: 'signed'; fid: bigint }
  | { status: 'error'; message: string }

/**
 * The wallet's Farcaster mode: paste a Sign In With Farcaster link (or pick an image of its QR
 * code), review the message (the
 * account gets an fid on the devnet registry first if it has none), and sign it as the fid's
 * custody key; the signature goes to the link's relay.
 * @example
 * <FarcasterCard account={() => wallet.currentAccount()} registry={registry} />
 */
export function FarcasterCard(props: { account: () => LocalAccount; registry: FarcasterRegistry }) {
  const [link, setLink] = useState('')
  const [step, setStep] = useState<Step>({ status: 'idle' })
  const fail = (error: unknown) =>
    setStep({ status: 'error', message: error instanceof Error ? error.message : String(error) })

  const review = async () => {
    try {
      const request = readFarcasterRequest(link)
      setStep({ status: 'busy', label: 'Looking up the fid…' })
      const account = props.account()
      const fid = await ensureFid(props.registry, account)
      const message = buildFarcasterMessage(request, account.address, fid, props.registry.chain.id)
      setStep({ status: 'review', request, fid, message })
    } catch (error) {
      fail(error)
    }
  }
  const sign = async (current: Extract<Step, { status: 'review' }>) => {
    try {
      setStep({ status: 'busy', label: 'Signing in…' })
      await postFarcasterSignature(
        current.request,
        props.account(),
        current.message,
        current.fid,
        `fid${current.fid}`,
      )
      setStep({ status: 'signed', fid: current.fid })
      setLink('')
    } catch (error) {
      fail(error)
    }
  }

  return (
    <section className="tw-card" aria-labelledby="tw-farcaster-title">
      <h2 id="tw-farcaster-title">Farcaster</h2>
      <p className="tw-muted">
        Paste the Sign In With Farcaster link the app shows under its QR code.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void review()
        }}
      >
        <label className="tw-muted">
          Or read the QR code from an image:{' '}
          <input
            type="file"
            accept="image/*"
            data-testid="tw-farcaster-image"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) readQrImage(file).then(setLink, fail)
            }}
          />
        </label>
        <LinkInput
          testId="tw-farcaster-input"
          label="Farcaster sign-in link"
          placeholder="farcaster://connect?channelToken=…"
          value={link}
          onChange={setLink}
        />
        <button
          type="submit"
          className="tw-button"
          data-testid="tw-farcaster-review"
          disabled={link.trim() === '' || step.status === 'busy'}
        >
          Review
        </button>
      </form>
      <p className="tw-muted" data-testid="tw-farcaster-status" data-status={step.status}>
        {step.status === 'busy' && step.label}
        {step.status === 'signed' && `Signed in as fid ${step.fid}.`}
        {step.status === 'error' && <span className="tw-error">{step.message}</span>}
      </p>
      {step.status === 'review' && (
        <>
          <p>
            <strong>{step.request.domain}</strong> asks you to sign in as fid {String(step.fid)}.
          </p>
          <pre className="tw-message" data-testid="tw-farcaster-message">
            {step.message}
          </pre>
          <button
            type="button"
            className="tw-button tw-button--primary"
            data-testid="tw-farcaster-sign"
            onClick={() => void sign(step)}
          >
            Sign in with Farcaster
          </button>
        </>
      )}
    </section>
  )
}
