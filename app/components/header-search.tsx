// The search in every page's header, with the same suggestions as the home page's hero form: a compact field
// for wide screens (HeaderSearch) and, for phones, a search button that opens the field in a panel under the
// header (HeaderSearchToggle). Themes place them and pick the tone; the home page shows neither, since its
// hero carries the big form. Both are plain GET forms, so they search before hydration too.
import { Form, useLocation } from '@remix-run/react'
import { Search, X } from './icons'
import { useEffect, useId, useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { deferred } from '~/hooks/deferred'
import { splitLocalePrefix } from '~/domain/locales'
import { useDisclosureMenu } from './disclosure-menu'
import { useLocalePath } from './locale-link'

// The field's suggestions (the combobox, its list and its requests: ~3 KB gzipped) load when the field is first
// touched; until then it is the served field of a plain GET form, which searches as it is (decision 040).
const SearchCombobox = deferred(() => import('./search/combobox').then((m) => m?.SearchCombobox), 'header-search', { on: 'interaction' })

type HeaderSearchTone = 'light' | 'dark'

// The field, its input, its button and the toggle are component classes (`hs-*`, app/tailwind.css), in a light
// and a dark tone: every page but the home renders the form twice (the bar's field and the phone panel's).

/** True everywhere but the home page, whose hero has the search. */
export function useHeaderSearchShown(): boolean {
  return splitLocalePrefix(useLocation().pathname).rest !== '/'
}

/** The compact field: `className` carries its display and width (e.g. `hidden w-64 xl:flex`). */
export function HeaderSearch({ tone = 'light', className = '' }: { tone?: HeaderSearchTone; className?: string }) {
  if (!useHeaderSearchShown()) return null
  return <CompactSearch tone={tone} className={className} />
}

type ToggleProps = {
  tone?: HeaderSearchTone
  /** The display of the button (e.g. `xl:hidden`). */
  className?: string
  /** Where the panel opens and its colours; it hangs from the nearest positioned ancestor (the header bar). */
  panelClassName?: string
  /** The field's tone inside the panel. */
  panelTone?: HeaderSearchTone
}

/** A search button for phones; the field opens in a panel under the header and takes the keyboard at once. */
export function HeaderSearchToggle({ tone = 'light', className = '', panelClassName = 'border-b border-line bg-surface shadow-xl', panelTone = 'light' }: ToggleProps) {
  const { t } = useTranslation()
  const { ref, onKeyDown } = useDisclosureMenu()
  const inputRef = useRef<HTMLInputElement>(null)
  const shown = useHeaderSearchShown()

  // One header panel at a time: opening the menu closes the search, and the other way round (onToggle below).
  useEffect(() => {
    const onOtherToggle = (event: Event) => {
      const other = event.target as HTMLDetailsElement
      if (other !== ref.current && other.open) ref.current?.removeAttribute('open')
    }
    document.addEventListener('toggle', onOtherToggle, true)
    // Opened before the page hydrated (onToggle was not listening yet): hand the keyboard to the field now.
    if (ref.current?.open) fieldOf(ref.current, inputRef)?.focus()
    return () => document.removeEventListener('toggle', onOtherToggle, true)
  }, [ref])

  if (!shown) return null
  return (
    <details
      ref={ref}
      className={`group/search ${className}`}
      onKeyDown={onKeyDown}
      onToggle={(event) => {
        if (!event.currentTarget.open) return
        for (const other of document.querySelectorAll('details[open]')) if (other !== event.currentTarget) other.removeAttribute('open')
        fieldOf(event.currentTarget, inputRef)?.focus()
      }}
    >
      <summary
        className={`hs-toggle hs-toggle-${tone}`}
      >
        <Search aria-hidden className="size-5 group-open/search:hidden" />
        <X aria-hidden className="hidden size-6 group-open/search:block" />
        <span className="sr-only group-open/search:hidden">{t('headerSearch.open')}</span>
        <span className="sr-only hidden group-open/search:inline">{t('headerSearch.close')}</span>
      </summary>
      <div className={`absolute inset-x-0 top-full z-40 px-4 py-3 sm:px-6 ${panelClassName}`}>
        <CompactSearch tone={panelTone} inputRef={inputRef} className="mx-auto flex w-full max-w-2xl" />
      </div>
    </details>
  )
}

/** The panel's field: React's once the combobox is there, the served one before (focusing it loads the combobox). */
function fieldOf(panel: HTMLElement, inputRef: RefObject<HTMLInputElement>) {
  return inputRef.current ?? panel.querySelector<HTMLInputElement>('input[name="q"]')
}

function CompactSearch(props: { tone: HeaderSearchTone; className: string; inputRef?: RefObject<HTMLInputElement> }) {
  // The header outlives navigation: a new page starts with an empty field rather than the last page's words.
  return <CompactSearchForm key={useLocation().pathname} {...props} />
}

function CompactSearchForm({ tone, className, inputRef }: { tone: HeaderSearchTone; className: string; inputRef?: RefObject<HTMLInputElement> }) {
  const { t } = useTranslation()
  const localize = useLocalePath()
  const formRef = useRef<HTMLFormElement>(null)
  const fieldRef = useRef<HTMLDivElement>(null)
  const labelId = useId()
  return (
    <Form ref={formRef} method="get" action={localize('/search')} role="search" aria-label={t('headerSearch.label')} className={className}>
      <div
        ref={fieldRef}
        className={`hs-field hs-field-${tone}`}
      >
        {/* A label, not a span: a caption hidden from sight names the field only through <label for>. */}
        <label id={labelId} htmlFor={`${labelId}-input`} className="sr-only">
          {t('headerSearch.field')}
        </label>
        <SearchCombobox
          popularCities={[]}
          labelId={labelId}
          inputId={`${labelId}-input`}
          formRef={formRef}
          fieldRef={fieldRef}
          inputRef={inputRef}
          placeholder={t('headerSearch.placeholder')}
          inputClassName={`hs-input hs-input-${tone}`}
        />
        <button
          type="submit"
          aria-label={t('headerSearch.submit')}
          className={`hs-submit hs-submit-${tone}`}
        >
          <Search aria-hidden className="size-4" />
        </button>
      </div>
    </Form>
  )
}
