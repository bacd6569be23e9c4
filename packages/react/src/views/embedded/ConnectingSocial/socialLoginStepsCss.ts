/**
 * Styles of the social login's step bars (ConnectingSocial); shipped in its lazy chunk.
 * @example
 * <ShadowStyle css={socialLoginStepsCss} />
 */
export const socialLoginStepsCss = `
.portico-ew-steps { display: flex; gap: 6px; justify-content: center; margin: 0; padding: 0; list-style: none; }
.portico-ew-steps li { width: 24px; height: 4px; border-radius: 2px; background: var(--portico-border); }
.portico-ew-steps li[data-reached] { background: var(--portico-accent); }
`
