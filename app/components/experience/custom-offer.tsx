// For experiences without a fixed price: the request form for a personal offer, and the tenant's phone,
// WhatsApp and email for those who would rather talk.
import { Mail, MessageCircle, Phone } from '~/components/icons'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { telHref, whatsappHref } from '~/utils/contact-links'
import { lazyChunk } from '~/hooks/lazy-chunk'
import { useRootData } from '~/hooks/root-data'
import { ExperienceSection } from './sections'

// Only experiences without a fixed price show the form: its zod and conform are not part of every experience page.
const CustomOfferForm = lazyChunk(() => import('../custom-offer-form'), (m) => m.CustomOfferForm)

export function ExperienceCustomOffer() {
  const { t } = useTranslation()
  const contact = useRootData()?.tenant.contact
  const link =
    'inline-flex items-center gap-2 rounded-control border border-line bg-surface px-4 py-2.5 font-medium text-ink hover:border-primary'
  return (
    <ExperienceSection id="custom-offer" title={t('experience.customOfferTitle')}>
      <div className="rounded-card border border-primary/30 bg-surface-alt p-5">
        <p className="text-ink">{t('checkout.offer.intro')}</p>
        <Suspense fallback={<div className="h-96" aria-hidden />}>
          <CustomOfferForm />
        </Suspense>
        {contact ? (
          <div className="mt-6">
            <p className="text-sm text-muted">{t('checkout.offer.orContact')}</p>
            <div className="mt-2 flex flex-wrap gap-3">
              <a href={telHref(contact.phone)} className={`${link} whitespace-nowrap`}>
                <Phone aria-hidden className="size-4 text-primary" /> {contact.phone}
              </a>
              <a href={whatsappHref(contact.whatsapp)} className={link} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden className="size-4 text-primary" /> {t('footer.whatsapp')}
              </a>
              <a href={`mailto:${contact.email}`} className={link}>
                <Mail aria-hidden className="size-4 text-primary" /> {contact.email}
              </a>
            </div>
          </div>
        ) : null}
      </div>
    </ExperienceSection>
  )
}
