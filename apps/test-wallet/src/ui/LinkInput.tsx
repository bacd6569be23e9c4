/**
 * The box a link an app shows is pasted into (a `wc:` uri, a Farcaster sign-in link): three rows,
 * no spell check, labelled for screen readers and tests.
 * @example
 * <LinkInput testId="tw-uri-input" label="WalletConnect uri" placeholder="wc:…" value={text} onChange={setText} />
 */
export function LinkInput(props: {
  testId: string
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <textarea
      data-testid={props.testId}
      aria-label={props.label}
      placeholder={props.placeholder}
      rows={3}
      spellCheck={false}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  )
}
