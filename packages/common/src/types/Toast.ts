/**
 * Look of a toast (spec §4).
 * @example
 * const v: ToastVariant = 'success'
 */
export type ToastVariant = 'loading' | 'success' | 'error'
