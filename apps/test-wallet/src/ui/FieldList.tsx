import type { RequestField } from '../wallet/describeRequest'

/**
 * Label and value rows; values wrap and keep their line breaks.
 * @example
 * <FieldList fields={[{ label: 'To', value: '0x7099…79C8' }]} />
 */
export function FieldList({ fields }: { fields: readonly RequestField[] }) {
  return (
    <dl className="tw-fields">
      {fields.map((field) => (
        <div key={field.label} className="tw-fields__row">
          <dt>{field.label}</dt>
          <dd data-testid={`tw-field-${field.label.toLowerCase().replace(/\s+/g, '-')}`}>
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
