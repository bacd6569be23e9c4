/**
 * Escapes text for HTML element content and quoted attribute values.
 * @example escapeHtml('<b>') // '&#60;b&#62;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
