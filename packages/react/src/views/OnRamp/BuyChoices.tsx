/**
 * A labelled row of toggle buttons, one pressed: the Buy form's coin, network and payment
 * method pickers.
 * @example
 * <BuyChoices label="Pay with" value="card" options={[{ id: 'card', label: 'Card' }]} onChange={setMethod} testId="portico-onramp-method" />
 */
export function BuyChoices({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string
  value: string | undefined
  options: readonly { id: string; label: string }[]
  onChange: (id: string) => void
  testId: string
}) {
  return (
    <fieldset className="portico-onramp-field" data-testid={testId}>
      <legend className="portico-onramp-label">{label}</legend>
      <div className="portico-onramp-choices">
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={option.id === value}
            onClick={() => onChange(option.id)}
            data-testid={`${testId}-${option.id}`}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
