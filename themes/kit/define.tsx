// defineTheme and extendTheme: a theme module's spec becomes the plugin the app renders, inside the kit's frame.
import type { ComponentType } from 'react'
import { DEFAULT_PAGES, type LayoutProps, type PagePresentation, type ThemePlugin, type ThemeSlots, type ThemeSpec } from '../contract'
import { PageFrame } from './frame'
import { useNav } from './nav'
import type { ThemeTokens } from './tokens'

export function defineTheme<O>(spec: ThemeSpec<O>): ThemePlugin<O> {
  const { Header, Footer, MobileMenu } = spec.slots
  function Layout({ tenant, options, children }: LayoutProps<O>) {
    const nav = useNav()
    return (
      <PageFrame className={spec.frame?.className} skipLinkClassName={spec.frame?.skipLinkClassName} style={spec.frame?.style?.(options)}>
        <Header tenant={tenant} options={options} nav={nav} MobileMenu={MobileMenu} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer tenant={tenant} options={options} nav={nav} />
      </PageFrame>
    )
  }
  const { vars, ...rest } = spec
  return { ...rest, pages: { ...DEFAULT_PAGES, ...spec.pages }, vars, tokens: { ...spec.tokens, ...vars }, Layout }
}

type Extension<O> = Pick<ThemeSpec<O>, 'id' | 'name'> &
  Partial<Pick<ThemeSpec<O>, 'vars' | 'frame'>> & {
    /** The fields of the base's page presentation the variant changes. */
    pages?: Partial<PagePresentation>
    tokens?: Partial<ThemeTokens>
    /** Option values the variant fixes for its base's slots (its own options schema leaves them out). */
    options?: Partial<O>
    /** Only the slots the variant changes; the others are the base's. */
    slots?: Partial<ThemeSlots<O>>
  }

/**
 * A layout made from another: its own id, name and tokens, and the slots it changes; the base's for the rest.
 * `O` may add options (the variant's options.ts extends the base's schema). The base's chunk comes along,
 * since the variant wears its parts.
 */
export function extendTheme<B, O extends B = B>(base: ThemePlugin<B>, ext: Extension<O>): ThemePlugin<O> {
  const fixed = ext.options
  // A wrapped part keeps its preload (kit/part.tsx).
  const fix = <P extends { options: O }>(Slot: ComponentType<P>): ComponentType<P> =>
    fixed ? Object.assign((props: P) => <Slot {...props} options={{ ...props.options, ...fixed }} />, { preload: (Slot as { preload?: unknown }).preload }) : Slot
  const slots = { ...(base.slots as unknown as ThemeSlots<O>), ...ext.slots }
  return defineTheme<O>({
    id: ext.id,
    apiVersion: base.apiVersion,
    name: ext.name,
    tokens: { ...(base.tokens as ThemeTokens), ...ext.tokens },
    vars: ext.vars,
    frame: (ext.frame ?? base.frame) as ThemeSpec<O>['frame'],
    pages: { ...DEFAULT_PAGES, ...base.pages, ...ext.pages },
    slots: { ...slots, Header: fix(slots.Header), Footer: fix(slots.Footer), Hero: fix(slots.Hero) },
  })
}
