/**
 * Props of {@link QrMark}.
 * @example
 * const props: QrMarkProps = { size: 40 }
 */
export type QrMarkProps = { size?: number }

// Inline so the mark looks the same in any view, whichever stylesheets that view brings.
const tile = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  borderRadius: 'var(--portico-radius-md)',
  background: 'var(--portico-accent-fill)',
  color: '#fff',
} as const

/**
 * The kit's mark for "connect with a QR code": three finder squares on an accent tile. Used for
 * the WalletConnect entry of the wallet list and in the middle of the scan-with-your-phone QR.
 * Decorative: the text beside it names the action.
 * @example
 * <WalletListItem name="WalletConnect" icon={<QrMark />} onClick={open} />
 */
export function QrMark({ size = 40 }: QrMarkProps) {
  return (
    <span
      className="portico-qr-mark"
      style={{ ...tile, width: size, height: size }}
      aria-hidden="true"
    >
      <svg
        width={size * 0.55}
        height={size * 0.55}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <g stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round">
          <rect x="3" y="3" width="7" height="7" rx="1.8" />
          <rect x="14" y="3" width="7" height="7" rx="1.8" />
          <rect x="3" y="14" width="7" height="7" rx="1.8" />
        </g>
        <g fill="currentColor">
          <rect x="14" y="14" width="3" height="3" rx="0.8" />
          <rect x="18" y="18" width="3" height="3" rx="0.8" />
          <rect x="18" y="14" width="3" height="3" rx="0.8" opacity="0.5" />
          <rect x="14" y="18" width="3" height="3" rx="0.8" opacity="0.5" />
        </g>
      </svg>
    </span>
  )
}
