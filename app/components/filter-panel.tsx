// The filter form: a left sidebar on desktop, a full-screen sheet behind a "Filters" button on phones.
// Without JavaScript it is a GET form with an Apply button, and the sheet opens through #filters (:target);
// with JavaScript every change applies at once and the URL keeps the state (shareable, reloadable).
import { Form, useLocation, useSubmit } from '@remix-run/react'
import { X } from '~/components/icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListingData } from '~/pages/listing.server'
import { FilterGroup, PriceFields } from './filter-groups'

export const FILTER_FORM_ID = 'listing-filters'

type Props = { listing: Pick<ListingData, 'panel' | 'hidden' | 'total' | 'sort'>; open: boolean; onClose: () => void }

export function FilterPanel({ listing, open, onClose }: Props) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const apply = useApplyFilters()
  const [hydrated, setHydrated] = useState(false)
  const lastField = useRef<string | null>(null)
  const closeButton = useRef<HTMLAnchorElement>(null)
  useEffect(() => setHydrated(true), [])

  // The form is re-created for every result set (its inputs start from the URL); give focus back to the
  // field the visitor just changed so keyboard users keep their place.
  useEffect(() => {
    if (!lastField.current) return
    const [name = '', value] = lastField.current.split('=')
    const selector = value === undefined ? `[name="${CSS.escape(name)}"]` : `[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`
    document.querySelector<HTMLInputElement>(`#${FILTER_FORM_ID} ${selector}`)?.focus()
  }, [search])

  useEffect(() => {
    if (!open) return
    closeButton.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    document.body.classList.add('overflow-hidden', 'lg:overflow-auto')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.classList.remove('overflow-hidden', 'lg:overflow-auto')
    }
  }, [open, onClose])

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement
    if (target.type === 'number') return // applied on blur or Enter, not on every keystroke
    lastField.current = `${target.name}=${target.value}`
    apply(event.currentTarget)
  }

  const sheet = open ? 'fixed inset-0 z-50 flex' : 'hidden target:fixed target:inset-0 target:z-50 target:flex'
  return (
    <aside
      id="filters"
      aria-label={t('listing.filters')}
      role={open ? 'dialog' : undefined}
      aria-modal={open ? true : undefined}
      className={`${sheet} flex-col bg-surface lg:static lg:z-auto lg:flex lg:bg-transparent`}
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-3 lg:hidden">
        <p className="font-heading text-lg font-bold text-ink">{t('listing.filters')}</p>
        <a
          ref={closeButton}
          href="#results"
          onClick={(e) => {
            e.preventDefault()
            onClose()
          }}
          className="rounded-full p-2 text-ink hover:bg-surface-alt"
          aria-label={t('listing.closeFilters')}
        >
          <X aria-hidden className="size-5" />
        </a>
      </div>
      <Form
        key={search}
        id={FILTER_FORM_ID}
        method="get"
        action={pathname}
        onChange={onChange}
        onSubmit={(e) => {
          e.preventDefault()
          apply(e.currentTarget)
        }}
        className="flex-1 space-y-5 overflow-y-auto px-4 py-5 lg:overflow-visible lg:p-0"
      >
        {Object.entries(listing.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <PriceFields
          price={listing.panel.price}
          onCommit={(field) => {
            lastField.current = field
            apply(document.getElementById(FILTER_FORM_ID) as HTMLFormElement)
          }}
        />
        {listing.panel.groups.map((g) => (
          <FilterGroup key={g.param} group={g} />
        ))}
      </Form>
      <div className={`border-t border-line p-4 ${hydrated ? 'lg:hidden' : 'lg:border-0 lg:px-0'}`}>
        <button
          type={hydrated ? 'button' : 'submit'}
          form={FILTER_FORM_ID}
          onClick={hydrated ? onClose : undefined}
          className="w-full rounded-control bg-primary px-5 py-3 font-semibold text-primary-fg hover:brightness-90"
        >
          {hydrated ? t('listing.showResults', { count: listing.total }) : t('listing.apply')}
        </button>
      </div>
    </aside>
  )
}

/** Submits the filter form as a GET navigation without empty fields or the default sort, keeping the scroll. */
export function useApplyFilters() {
  const submit = useSubmit()
  return (form: HTMLFormElement) => {
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '' && !(name === 'sort' && value === 'recommended')) params.append(name, value)
    }
    submit(params, { method: 'get', action: form.getAttribute('action') ?? undefined, preventScrollReset: true })
  }
}
