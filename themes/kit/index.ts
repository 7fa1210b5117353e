// The theme kit: the only app surface a theme imports (with ../contract, react, react-i18next and @remix-run/react;
// eslint.config.js enforces it). Headless, accessible chrome parts that a theme arranges and styles, the kit's default slots, and the few app pieces a theme's own components need.
export { defineTheme, extendTheme } from './define'
export { TOKEN_NAMES, type ThemeTokens, type ThemeVars, type TokenName } from './tokens'
export { cx } from './cx'

// Chrome parts.
export { PageFrame } from './frame'
export { NavList, useNav } from './nav'
export { MobileMenu } from './mobile-menu'
export { HeaderActions } from './header-actions'
export { CurrencySwitcher, HeaderSwitchers, LocaleSwitcher } from './switchers'
export { FooterLinkGroups } from './footer-links'
export { CallLink, WhatsAppLink } from './call-links'
export { ContactList, type ContactEntry, type ContactKind } from './contact-list'
export { Brand } from './brand'
export { CARD_IMAGE_SIZES, CardImage, CardLink, CardPrice, CardRating, useCardFacts } from './card'

// The kit's default slots: a theme names the ones it wears, so a page downloads only those.
export { KitBrand } from './defaults/brand'
export { KitHeader } from './defaults/header'
export { KitFooter } from './defaults/footer'
export { KitMobileMenu } from './defaults/mobile-menu'
export { KitHero, KitExperienceCard } from './defaults/parts'
export { themePart, preloadParts, type ThemePart } from './part'

// App pieces for a theme's own components.
export { AccountMenuLinks } from '~/components/account-link'
export { Copyright } from '~/components/copyright'
export { LocaleLink } from '~/components/locale-link'
export { ResponsiveImage } from '~/components/responsive-image'
export { formatDuration, formatRating } from '~/domain/format'
export { imageUrl } from '~/utils/image-url'
// Every icon, as a `<use>` of the site's one sprite file (issue 10, decision 040); a theme draws none of its own.
export * from '~/components/icons'
