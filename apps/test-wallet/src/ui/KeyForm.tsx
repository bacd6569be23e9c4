import { useState } from 'react'

/**
 * A one-line form to use another secret key: a password field and its "Use key" button, enabled
 * once something is typed. The field empties after `onUse` resolves.
 * @example
 * <KeyForm label="Private key" placeholder="0x…" inputTestId="tw-private-key" buttonTestId="tw-use-key" onUse={(key) => wallet.setPrivateKey(key)} />
 */
export function KeyForm(props: {
  label: string
  placeholder: string
  inputTestId: string
  buttonTestId: string
  onUse: (key: string) => Promise<void>
}) {
  const [key, setKey] = useState('')
  return (
    <form
      className="tw-inline-form"
      onSubmit={(event) => {
        event.preventDefault()
        void props.onUse(key.trim()).then(() => setKey(''))
      }}
    >
      <input
        data-testid={props.inputTestId}
        aria-label={props.label}
        type="password"
        autoComplete="off"
        placeholder={props.placeholder}
        value={key}
        onChange={(event) => setKey(event.target.value)}
      />
      <button
        type="submit"
        className="tw-button"
        data-testid={props.buttonTestId}
        disabled={key.trim() === ''}
      >
        Use key
      </button>
    </form>
  )
}
