// Spec §7: a tenant's tag manager loads only once the visitor has accepted it. root.tsx loads this module only
// for a tenant with a `tagManagerId`; a stored choice (the `consent` cookie, 365 days) is followed, and a visitor
// who has not chosen is asked by the banner. The page's HTML is the same for everyone, so the choice is read in
// the browser and pages stay shareable by the page cache (decision 026).
// The banner is not modal (the page stays usable) and both answers are equally easy. It sits at the bottom of
// the screen, above the experience page's booking bar on phones (tailwind.css, [data-consent]).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from './locale-link'

const CONSENT_COOKIE = 'consent'
const BUTTON = 'flex-1 rounded-control px-4 py-2.5 text-sm font-semibold'

export default function TagManagerConsent({ id }: { id: string }) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  useEffect(() => {
    const choice = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)`).exec(document.cookie)?.[1]
    if (choice === 'granted') loadTagManager(id)
    setAsking(!choice)
  }, [id])
  if (!asking) return null
  const choose = (granted: boolean) => {
    const secure = location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${CONSENT_COOKIE}=${granted ? 'granted' : 'denied'}; Max-Age=${365 * 86400}; Path=/; SameSite=Lax${secure}`
    setAsking(false)
    if (granted) loadTagManager(id)
  }
  return (
    <section
      aria-labelledby="consent-title"
      data-consent
      className="fixed inset-x-2 bottom-2 z-40 rounded-card border border-line bg-surface p-4 text-sm text-ink shadow-[0_8px_32px_rgba(0,0,0,0.18)] sm:inset-x-auto sm:bottom-4 sm:right-4 sm:max-w-md"
    >
      <p id="consent-title" className="font-semibold">
        {t('consent.title')}
      </p>
      <p className="mt-1 text-muted">
        {t('consent.text')}{' '}
        <LocaleLink to="/privacy-policy" className="font-medium text-primary underline">
          {t('consent.privacy')}
        </LocaleLink>
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" className={`${BUTTON} border border-line bg-surface text-ink`} onClick={() => choose(false)}>
          {t('consent.refuse')}
        </button>
        <button type="button" className={`${BUTTON} bg-primary text-primary-fg`} onClick={() => choose(true)}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  )
}

/** Google's container snippet, as a script element carrying the page's CSP nonce. */
function loadTagManager(id: string) {
  if (document.getElementById('gtm-script')) return
  const w = window as { dataLayer?: unknown[] }
  ;(w.dataLayer ||= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.id = 'gtm-script'
  script.async = true
  // Browsers hide a nonce from attributes but keep it as the element's property.
  script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
  document.head.append(script)
}
