// The promo code on the cart: a field to apply one, or the applied code with a way to remove it. The cart
// action checks the code (tenant, dates, usage, minimum amount) and answers with the reason when it fails.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from '@remix-run/react'
import { BadgePercent, X } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { ApplyPromoSchema } from '~/domain/cart-schemas'
import type { CartActionData } from '~/domain/cart-types'
import type { CartView } from '~/pages/cart-view.server'
import { useHydrated } from '~/hooks/use-hydrated'
import { FieldError } from './form-errors'
import { useLocalePath } from './locale-link'

export function PromoCodeForm({ promo }: { promo: CartView['promo'] }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<CartActionData>()
  const hydrated = useHydrated()
  const action = useLocalePath()('/cart')
  const result = fetcher.state === 'idle' && fetcher.data?.intent === 'apply-promo' ? fetcher.data.result : undefined
  const [form, fields] = useForm({
    id: 'promo-form',
    lastResult: result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApplyPromoSchema }),
  })
  if (promo?.applied) {
    return (
      <fetcher.Form method="post" action={action} className="flex items-center justify-between gap-2 rounded-control bg-success/10 px-3 py-2 text-sm">
        <input type="hidden" name="intent" value="remove-promo" />
        <input type="hidden" name="respond" value={hydrated ? 'data' : 'redirect'} />
        <span className="flex items-center gap-2 font-medium text-success" data-promo-applied>
          <BadgePercent aria-hidden className="size-4" /> {t('cart.promoApplied', { code: promo.code })}
        </span>
        <button type="submit" className="inline-flex items-center gap-1 text-muted hover:text-danger" aria-label={t('cart.promoRemove')}>
          <X aria-hidden className="size-4" />
        </button>
      </fetcher.Form>
    )
  }
  const stale = promo && !promo.applied ? promo.error : null
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="apply-promo" />
      <input type="hidden" name="respond" value={hydrated ? 'data' : 'redirect'} />
      <label htmlFor={fields.code.id} className="text-sm font-medium text-ink">
        {t('cart.promoLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          {...getInputProps(fields.code, { type: 'text' })}
          key={fields.code.key}
          autoComplete="off"
          defaultValue={promo?.code ?? ''}
          className="min-w-0 flex-1 rounded-control border border-line bg-surface px-3 py-2 text-sm uppercase text-ink aria-[invalid]:border-danger"
        />
        <button type="submit" disabled={fetcher.state !== 'idle'} className="rounded-control border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary hover:text-primary-fg disabled:opacity-60">
          {t('cart.promoApply')}
        </button>
      </div>
      <FieldError id={fields.code.errorId} errors={fields.code.errors ?? (stale ? [t(`cart.errors.${stale.code}`, { minimum: stale.minimum })] : undefined)} />
    </fetcher.Form>
  )
}
