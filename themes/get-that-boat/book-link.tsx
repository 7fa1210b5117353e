// The "Book a boat" pill: straight to the catalogue, whichever section this site type calls it.
import { Sailboat, LocaleLink, useNav } from '../kit'
import { useTranslation } from 'react-i18next'

/** `className` carries the display (e.g. `hidden sm:inline-flex`), so callers decide where it shows. */
export function BookLink({ className = 'inline-flex' }: { className?: string }) {
  const { t } = useTranslation('theme')
  return (
    <LocaleLink
      to={useNav().browse.to}
      className={`min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-full bg-accent px-5 text-xs font-bold uppercase tracking-[0.16em] text-accent-fg shadow-[0_6px_20px_-8px_rgb(63_182_232/0.8)] transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${className}`}
    >
      <Sailboat aria-hidden className="size-4" />
      {t('header.book')}
    </LocaleLink>
  )
}
