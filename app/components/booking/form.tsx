// The add-to-cart form of one option on the picked date. It posts intent `add` to the cart action with a
// fetcher (a toast and a cart link answer it); before the script loads it is a plain POST that lands on the cart.
// No zod in the browser here (the experience page's script budget): the steppers keep to the limits, the
// option's rules are checked by addProblems before posting, and the action parses the schema with conform.
import { useFetcher, useNavigate } from '@remix-run/react'
import { LoaderCircle, ShoppingCart } from '~/components/icons'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { addProblems, type CartActionData } from '~/domain/cart-types'
import type { DateOptionsView, OptionView } from '~/pages/experience-page-options.server'
import { formatMoney } from '~/domain/format'
import { LOCALE_INFO, type Locale } from '~/domain/locales'
import { useHydrated } from '~/hooks/use-hydrated'
import { CancellationPolicy } from '../cancellation-policy'
import { Extras, Payment, Pickup } from './form-extras'
import { Participants, StartTimes } from './form-fields'
import { useBookingForm } from './form-state'
import { markAddedToCart } from './bar-state'
import { FormErrors } from '../form-errors'
import { LocaleLink, useLocalePath } from '../locale-link'
import { notify } from '../toasts'

type Props = { slug: string; option: OptionView; view: DateOptionsView }

export function BookingForm({ slug, option, view }: Props) {
  const { t, i18n } = useTranslation()
  const cartPath = useLocalePath()('/cart')
  const hydrated = useHydrated()
  const fetcher = useFetcher<CartActionData>()
  const state = useBookingForm(option, view)
  const [problems, setProblems] = useState<string[]>([])
  const answer = fetcher.state === 'idle' && fetcher.data?.intent === 'add' ? fetcher.data : undefined
  const refused = answer?.result.status === 'error' ? Object.values(answer.result.error ?? {}).flat() : []
  const errors = [...problems, ...refused].filter((e): e is string => typeof e === 'string')
  // A problem found before posting is cleared as soon as the travellers change.
  const choice = JSON.stringify([state.quantities, state.travellersField])
  useEffect(() => setProblems([]), [choice])
  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = addProblems(state.quantities, state.perItem ? state.travellersField : undefined, option).map((p) => p.code)
    setProblems(found)
    if (found.length) event.preventDefault()
  }
  useAddedToast(fetcher.state === 'idle' ? fetcher.data : undefined, cartPath, slug)
  const busy = fetcher.state !== 'idle'
  const total = state.total
  const iso = LOCALE_INFO[i18n.language as Locale]?.iso ?? 'en-US'

  return (
    <fetcher.Form method="post" action={cartPath} onSubmit={check} noValidate className="mt-3 space-y-4" data-booking-form={option.id}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="respond" value={hydrated ? 'data' : 'redirect'} />
      <input type="hidden" name="experienceSlug" value={slug} />
      <input type="hidden" name="optionId" value={option.id} />
      <input type="hidden" name="date" value={view.date} />
      <StartTimes option={option} state={state} />
      {state.departure.units.length ? (
        <Participants option={option} state={state} invalid={errors.length > 0} />
      ) : null}
      <Extras view={view} state={state} />
      <Pickup view={view} state={state} />
      <Payment option={option} state={state} />
      {state.departure.policy ? <CancellationPolicy policy={state.departure.policy} /> : null}
      <FormErrors errors={errors} vars={{ capacity: option.capacityPerItem ?? 0, max: option.maxTravellers ?? 0 }} />
      <div className="flex items-center justify-between gap-3 border-t border-line pt-3">
        <p className="text-sm text-muted">
          {t('cart.total')}
          <span className="block font-heading text-xl font-bold text-ink" data-live-total>
            {total ? formatMoney(total.amount, total.currency, iso) : '–'}
          </span>
          <span className="block text-xs" data-payment-note>
            {view.charge.note}
          </span>
        </p>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center gap-2 rounded-control bg-primary px-5 py-3 font-semibold text-primary-fg hover:brightness-90 disabled:opacity-60"
        >
          {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <ShoppingCart aria-hidden className="size-4" />}
          {busy ? t('cart.adding') : t('cart.addToCart')}
        </button>
      </div>
      {fetcher.state === 'idle' && fetcher.data?.intent === 'add' && fetcher.data.added ? (
        <p className="text-sm text-success" role="status">
          {t('cart.added')} ·{' '}
          <LocaleLink to="/cart" className="font-semibold underline">
            {t('cart.viewCart')}
          </LocaleLink>
        </p>
      ) : null}
    </fetcher.Form>
  )
}

/** One toast per successful add (not on every render that still shows the same answer); the sticky bar hears of it. */
function useAddedToast(data: CartActionData | undefined, cartPath: string, slug: string) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const shown = useRef<unknown>(null)
  useEffect(() => {
    if (!data || data.intent !== 'add' || shown.current === data) return
    shown.current = data
    if (data.added) {
      markAddedToCart(slug)
      const label = t('cart.added')
      const action = { label: t('cart.viewCart'), onClick: () => navigate(cartPath) }
      notify('success', label, { action })
    } else if (data.result.status === 'error' && data.result.error?.['']?.length) {
      const label = t('cart.addFailed')
      notify('error', label)
    }
  }, [data, cartPath, navigate, t, slug])
}
