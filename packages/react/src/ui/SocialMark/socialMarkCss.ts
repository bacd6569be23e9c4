/**
 * Styles of {@link SocialMark}: a round badge, white under a logo, the accent colour under
 * letters. Each view that shows a mark puts it in (the social buttons through socialLoginCss).
 * @example
 * <ShadowStyle css={socialMarkCss} />
 */
export const socialMarkCss = `
.portico-social-mark {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: var(--portico-accent-fill);
  color: #fff;
  font-weight: 700;
  line-height: 1;
}
.portico-social-mark[data-logo] { background: #fff; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.08); }
.portico-social-mark img { display: block; }
`
