// The site's navigation, decided by site type and feature switches, labels already translated.
import { useTranslation } from 'react-i18next'
import { useRootData } from '~/hooks/root-data'

export type NavItem = { key: string; to: string; label: string }

export function useSiteNav() {
  const { t } = useTranslation()
  const tenant = useRootData()?.tenant
  const item = (key: string, to: string, label: string): NavItem => ({ key, to, label })
  const browse =
    tenant?.siteType === 'marketplace'
      ? item('things-to-do', '/things-to-do', t('nav.thingsToDo'))
      : item('experiences', '/experiences', t('nav.experiences'))
  const blog = tenant?.features.blog ? [item('blog', '/blog', t('nav.blog'))] : []
  return {
    primary: [item('home', '/', t('nav.home')), browse, ...blog, item('about', '/about', t('nav.about')), item('contact', '/contact-us', t('nav.contact'))],
    company: [item('about', '/about', t('nav.about')), ...blog, item('contact', '/contact-us', t('nav.contact'))],
    support: [item('faq', '/faq', t('nav.faq')), item('invoices', '/invoices', t('nav.invoices')), item('help', '/contact-us', t('nav.helpCentre'))],
    legal: [item('privacy', '/privacy-policy', t('nav.privacy')), item('terms', '/terms-and-conditions', t('nav.terms'))],
    cart: item('cart', '/cart', t('nav.cart')),
  }
}
