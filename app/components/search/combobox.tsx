// The "where to" field as a WAI-ARIA combobox (list autocomplete, manual selection): typing suggests cities and
// experiences, arrows move through them, Enter opens the chosen one or submits the form, Escape closes the list.
import { useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useRootData } from '~/hooks/root-data'
import { DEFAULT_LOCALE, localizePath, type Locale } from '~/domain/locales'
import { SearchListbox, type SearchGroup, type SearchOption } from './listbox'
import { cityPath } from './suggest-plain'
import { useSuggestions } from './use-suggestions'

export type PopularCity = { slug: string; name: string }
type Props = {
  popularCities: PopularCity[]
  /** The visible "Where to?" caption: the field's name, so the hint and status beside it stay out of it. */
  labelId: string
  /** The input's id, for a <label for> where the caption is only for screen readers (the header's field). */
  inputId?: string
  formRef: RefObject<HTMLFormElement | null>
  fieldRef: RefObject<HTMLElement | null>
  /** The header's compact field sets its own placeholder and colours (it may sit on a dark bar). */
  placeholder?: string
  inputClassName?: string
  inputRef?: RefObject<HTMLInputElement>
}

export function SearchCombobox({ popularCities, labelId, inputId, formRef, fieldRef, placeholder, inputClassName, inputRef: outerRef }: Props) {
  const { t } = useTranslation()
  const root = useRootData()
  const locale = (root?.locale ?? DEFAULT_LOCALE) as Locale
  const siteType = root?.tenant.siteType ?? 'marketplace'
  const navigate = useNavigate()
  const base = useId()
  const ownRef = useRef<HTMLInputElement>(null)
  const inputRef = outerRef ?? ownRef
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [activeId, setActiveId] = useState<string | undefined>()
  // Only a choice made with the arrow keys scrolls the list to it. One made by the pointer is already under it,
  // and scrolling then would move the list under a finger or a mouse that is about to press.
  const [byPointer, setByPointer] = useState(false)
  const { query, data } = useSuggestions(text, locale)

  // Text typed before the page hydrated is kept and suggested on (its focus and input events were missed).
  useEffect(() => {
    const input = inputRef.current
    if (!input?.value) return
    setText(input.value)
    if (document.activeElement === input) setOpen(true)
  }, [inputRef]) // the same ref object for the field's whole life: this runs once, after hydration

  const typed = text.trim()
  const groups: SearchGroup[] = []
  if (!typed && popularCities.length > 0) {
    groups.push({ id: `${base}-popular`, label: t('suggest.popular'), options: popularCities.slice(0, 5).map((c) => cityOption(c.slug, c.name)) })
  }
  if (typed && data.cities.length > 0) {
    groups.push({ id: `${base}-cities`, label: t('suggest.destinations'), options: data.cities.map((c) => cityOption(c.slug, c.name, c.href)) })
  }
  if (typed && data.experiences.length > 0) {
    const options = data.experiences.map((e): SearchOption => ({ id: `${base}-e-${e.slug}`, kind: 'experience', label: e.title, detail: e.city, href: e.href }))
    groups.push({ id: `${base}-experiences`, label: t('suggest.experiences'), options })
  }
  const suggestionCount = groups.reduce((n, g) => n + g.options.length, 0)
  if (typed) groups.push({ id: `${base}-search`, label: '', options: [{ id: `${base}-search-all`, kind: 'search', label: t('suggest.searchFor', { query: typed }) }] })
  const options = groups.flatMap((g) => g.options)
  const expanded = open && options.length > 0
  const active = expanded ? options.find((o) => o.id === activeId) : undefined

  function cityOption(slug: string, name: string, href?: string): SearchOption {
    return { id: `${base}-c-${slug}`, kind: 'city', label: name, href: href ?? localizePath(cityPath(siteType, slug), locale) }
  }

  function choose(option: SearchOption) {
    setOpen(false)
    setActiveId(undefined)
    if (option.kind === 'search' || !option.href) return formRef.current?.requestSubmit()
    const date = new FormData(formRef.current ?? undefined).get('date')
    const withDate = option.kind === 'city' && typeof date === 'string' && date ? `${option.href}${option.href.includes('?') ? '&' : '?'}date=${date}` : option.href
    navigate(withDate)
  }

  function move(step: 1 | -1) {
    if (!expanded) return setOpen(true)
    const index = options.findIndex((o) => o.id === activeId)
    const next = index === -1 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length
    setByPointer(false)
    setActiveId(options[next]?.id)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && active) {
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActiveId(undefined)
      } else if (inputRef.current) {
        inputRef.current.value = ''
        setText('')
      }
    }
  }

  const listId = `${base}-list`
  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="text"
        required
        maxLength={100}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-labelledby={labelId}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={active?.id}
        aria-describedby={`${base}-hint`}
        placeholder={placeholder ?? t('search.wherePlaceholder')}
        onChange={(event) => {
          setText(event.target.value)
          setActiveId(undefined)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={inputClassName ?? 'w-full bg-transparent text-base outline-none placeholder:text-muted'}
      />
      <span id={`${base}-hint`} className="sr-only">
        {t('suggest.hint')}
      </span>
      <span role="status" className="sr-only">
        {open && typed && query === typed.replace(/\s+/g, ' ') ? (suggestionCount > 0 ? t('suggest.count', { count: suggestionCount }) : t('suggest.none')) : ''}
      </span>
      {expanded ? (
        <SearchListbox
          id={listId}
          label={t('suggest.label')}
          groups={groups}
          activeId={active?.id}
          query={typed}
          fieldRef={fieldRef}
          formRef={formRef}
          scrollToActive={!byPointer}
          onHover={(id) => {
            setByPointer(true)
            setActiveId(id)
          }}
          onChoose={choose}
        />
      ) : null}
    </>
  )
}
