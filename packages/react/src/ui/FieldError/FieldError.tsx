import type { ReactNode } from 'react'

/**
 * Why a field's value is refused, under the field: announced as it appears, and with the id
 * `<fieldId>-error` the field names in its `aria-describedby`.
 * @example
 * {error && <FieldError fieldId={id} testId="portico-email-error">{error}</FieldError>}
 */
export function FieldError({
  fieldId,
  testId,
  children,
}: {
  fieldId: string
  testId: string
  children: ReactNode
}) {
  return (
    <p className="portico-field-error" id={`${fieldId}-error`} role="alert" data-testid={testId}>
      {children}
    </p>
  )
}
