/**
 * Copies text to the clipboard, falling back to a hidden textarea where the async clipboard
 * API is missing or refused. Resolves to whether it worked.
 * @example
 * if (await copyText(address)) showToast('Address copied')
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0'
    document.body.appendChild(area)
    area.select()
    const copied = document.execCommand?.('copy') ?? false
    area.remove()
    return copied
  }
}
