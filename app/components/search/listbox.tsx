// The popup of the search combobox. Rendered into <body> so a hero with overflow: hidden (deira,
// get-that-boat) cannot clip it, and placed under the field it belongs to.
import { MapPin, Search, Compass } from '../icons'
import { useEffect, useState, type ReactNode, type RefObject } from 'react'
import { useBrowserLayoutEffect } from '~/hooks/layout-effect'
import { createPortal } from 'react-dom'

export type SearchOption = { id: string; kind: 'city' | 'experience' | 'search'; label: string; detail?: string; href?: string }
export type SearchGroup = { id: string; label: string; options: SearchOption[] }

type Props = {
  id: string
  label: string
  groups: SearchGroup[]
  activeId: string | undefined
  /** False when the pointer chose the active option: it is in view, and the list must not move under it. */
  scrollToActive: boolean
  query: string
  /** The field the list hangs from; on phones the list takes the whole form's width. */
  fieldRef: RefObject<HTMLElement | null>
  formRef: RefObject<HTMLElement | null>
  onHover: (id: string) => void
  onChoose: (option: SearchOption) => void
}

const ICONS = { city: MapPin, experience: Compass, search: Search }

export function SearchListbox({ id, label, groups, activeId, scrollToActive, query, fieldRef, formRef, onHover, onChoose }: Props) {
  const box = usePlacement(fieldRef, formRef)
  useEffect(() => {
    if (activeId && scrollToActive) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId, scrollToActive])
  if (!box) return null
  return createPortal(
    <div
      id={id}
      role="listbox"
      aria-label={label}
      style={{ top: box.top, left: box.left, width: box.width }}
      className="absolute z-50 max-h-[min(30rem,65vh)] overflow-y-auto overscroll-contain rounded-card border border-line bg-surface py-2 text-left text-ink shadow-2xl"
    >
      {groups.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`${group.id}-label`} className="py-1">
          {group.label ? (
            <div id={`${group.id}-label`} role="none" className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
              {group.label}
            </div>
          ) : null}
          {group.options.map((option) => {
            const Icon = ICONS[option.kind]
            const active = option.id === activeId
            return (
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={active}
                // Keep the focus in the input: the list is only ever driven from there.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => !active && onHover(option.id)}
                onClick={() => onChoose(option)}
                className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 ${active ? 'bg-primary/10' : ''} ${option.kind === 'search' ? 'border-t border-line' : ''}`}
              >
                <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-control bg-surface-alt text-primary">
                  <Icon className="size-[1.125rem]" />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="line-clamp-2 font-medium leading-snug">{option.kind === 'search' ? option.label : highlight(option.label, query)}</span>
                  {option.detail ? <span className="truncate text-sm text-muted">{option.detail}</span> : null}
                </span>
              </div>
            )
          })}
        </div>
      ))}
    </div>,
    document.body,
  )
}

type Box = { top: number; left: number; width: number }

/** Document coordinates under the field, kept right when the window is resized or the page reflows. */
function usePlacement(fieldRef: RefObject<HTMLElement | null>, formRef: RefObject<HTMLElement | null>): Box | null {
  const [box, setBox] = useState<Box | null>(null)
  useBrowserLayoutEffect(() => {
    const place = () => {
      const field = fieldRef.current?.getBoundingClientRect()
      const form = formRef.current?.getBoundingClientRect()
      if (!field || !form) return
      const wide = window.innerWidth >= 640
      // At least 448px wide from sm up, kept inside the window: a field near its right edge (the header's)
      // opens the list leftwards.
      const width = wide ? Math.min(Math.max(field.width, 448), window.innerWidth - 32) : form.width
      const left = wide ? Math.max(16, Math.min(field.left, window.innerWidth - 16 - width)) : form.left
      // Right under the field on phones too: with the keyboard open, that is the only part of the page in view.
      setBox({ top: field.bottom + window.scrollY + 6, left: left + window.scrollX, width })
    }
    place()
    const observer = new ResizeObserver(place)
    if (formRef.current) observer.observe(formRef.current)
    window.addEventListener('resize', place)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
    }
  }, [fieldRef, formRef])
  return box
}

/** The typed words in bold, so the visitor sees why a suggestion matched. */
function highlight(text: string, query: string): ReactNode {
  const words = query.split(/\s+/).filter((w) => w.length > 1).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  if (words.length === 0) return text
  return text.split(new RegExp(`(${words.join('|')})`, 'gi')).map((part, i) => (i % 2 === 1 ? <mark key={i} className="bg-transparent font-bold text-inherit">{part}</mark> : part))
}
