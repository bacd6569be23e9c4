/**
 * Styles of {@link QrCode}: dark modules on a white card in both themes (scanners need the
 * contrast), the logo on a white disc in the middle.
 * @example
 * <ShadowStyle css={qrCodeCss} />
 */
export const qrCodeCss = `
.portico-qr {
  position: relative;
  display: inline-flex;
  padding: 14px;
  border-radius: var(--portico-radius-xl);
  background: #fff;
  box-shadow: 0 0 0 1px var(--portico-border);
}
.portico-qr svg { display: block; }
.portico-qr-logo {
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: var(--portico-radius-full);
  background: #fff;
}
`
