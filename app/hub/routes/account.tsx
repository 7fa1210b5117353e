// /account: the person's language, which alerts they get, two-factor sign-in and "sign out everywhere".
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { eq } from 'drizzle-orm'
import QRCode from 'qrcode'
import { useTranslation } from 'react-i18next'
import { staffAccounts, STAFF_ALERTS } from '../../../drizzle/schema/index'
import { z } from '../../domain/zod'
import { audit } from '../../models/partners/audit.server'
import { requestPasswordReset } from '../../models/partners/onboarding.server'
import { beginTotp, disableTotp, enableTotp, setStaffLocale, signOutEverywhere } from '../../models/partners/staff.server'
import { hubContext } from '../../utils/hub-context'
import { HUB_LOCALES } from '../locales/define'
import { Button, Card, Field, FormError, Input, LocaleSelect, PageHeader } from '../components/ui'
import { setFlash } from '../flash.server'
import { destroyHubSession, homeOf, requireStaff } from '../session.server'

const AccountAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('language'), locale: z.enum(HUB_LOCALES) }),
  z.object({ intent: z.literal('alerts'), alerts: z.array(z.enum(STAFF_ALERTS)).default([]) }),
  z.object({ intent: z.literal('totp-start') }),
  z.object({ intent: z.literal('totp-enable'), code: z.string().trim().max(10) }),
  z.object({ intent: z.literal('totp-disable'), code: z.string().trim().max(10) }),
  z.object({ intent: z.literal('sign-out-everywhere') }),
  z.object({ intent: z.literal('password-link') }),
])

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const staff = await requireStaff(ctx, request)
  const [row] = await ctx.db.select({ secret: staffAccounts.totpSecret, enabled: staffAccounts.totpEnabledAt }).from(staffAccounts).where(eq(staffAccounts.id, staff.id))
  // A secret kept but not yet confirmed: the QR code is shown until a code from the app turns it on.
  const pending = row?.secret && !row.enabled ? { secret: row.secret, qr: await QRCode.toDataURL(`otpauth://totp/Excursio%20Partners:${encodeURIComponent(staff.email)}?secret=${row.secret}&issuer=Excursio%20Partners`, { margin: 1, width: 220 }) } : null
  return {
    staff: { name: staff.name, email: staff.email, locale: staff.locale, alerts: staff.alerts, totpEnabled: staff.totpEnabled, isPlatformAdmin: staff.isPlatformAdmin },
    memberships: staff.memberships.map((m) => ({ slug: m.slug, name: m.name, role: m.role })),
    home: await homeOf(ctx, staff.id, staff.isPlatformAdmin),
    pending,
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const staff = await requireStaff(ctx, request)
  const form = await request.formData()
  const parsed = AccountAction.safeParse({ ...Object.fromEntries(form), alerts: form.getAll('alerts') })
  if (!parsed.success) return data({ error: 'common.error.body' }, { status: 400 })
  const input = parsed.data
  const flash = async (message: string, values?: Record<string, string | number>) => ({ 'Set-Cookie': await setFlash({ kind: 'success', message, values }) })
  switch (input.intent) {
    case 'language':
      await setStaffLocale(ctx.db, staff, input.locale)
      throw redirect('/account', { headers: await flash('common.saved') })
    case 'alerts':
      await ctx.db.transaction(async (tx) => {
        await tx.update(staffAccounts).set({ alerts: input.alerts, updatedAt: new Date() }).where(eq(staffAccounts.id, staff.id))
        await audit(tx, { staffId: staff.id, action: 'account.alerts', entity: 'staff', entityId: staff.id, before: { alerts: staff.alerts }, after: { alerts: input.alerts } })
      })
      throw redirect('/account', { headers: await flash('common.saved') })
    case 'totp-start':
      await beginTotp(ctx.db, staff)
      throw redirect('/account#two-factor')
    case 'totp-enable': {
      if (!(await enableTotp(ctx.db, staff.id, input.code))) return data({ error: 'auth.code.invalid' }, { status: 400 })
      await audit(ctx.db, { staffId: staff.id, action: 'account.two_factor_on', entity: 'staff', entityId: staff.id })
      throw redirect('/account', { headers: await flash('auth.account.twoFactorEnabled') })
    }
    case 'totp-disable': {
      if (!(await disableTotp(ctx.db, staff.id, input.code))) return data({ error: 'auth.code.invalid' }, { status: 400 })
      await audit(ctx.db, { staffId: staff.id, action: 'account.two_factor_off', entity: 'staff', entityId: staff.id })
      throw redirect('/account', { headers: await flash('auth.account.twoFactorDisabled') })
    }
    case 'sign-out-everywhere': {
      const count = await signOutEverywhere(ctx.db, staff.id)
      await audit(ctx.db, { staffId: staff.id, action: 'account.sign_out_everywhere', entity: 'staff', entityId: staff.id, after: { sessions: count } })
      const headers = new Headers()
      headers.append('Set-Cookie', await destroyHubSession(request))
      headers.append('Set-Cookie', await setFlash({ kind: 'success', message: 'auth.account.signedOutEverywhere', values: { count } }))
      throw redirect('/sign-in', { headers })
    }
    case 'password-link': {
      const result = await requestPasswordReset(ctx, staff.email)
      if (!result.ok) return data({ error: 'common.rateLimited' }, { status: 429 })
      throw redirect('/account', { headers: await flash('auth.forgot.sent', { email: staff.email }) })
    }
  }
}

export default function Account() {
  const { t } = useTranslation()
  const { staff, memberships, home, pending } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <p className="mb-4 text-sm">
        <a href={home} className="text-sky-700 underline">
          ← {t('common.back')}
        </a>
      </p>
      <PageHeader title={t('auth.account.title')} lead={`${staff.name} · ${staff.email}`} />
      <div className="space-y-5">
        <Card title={t('auth.account.profile')}>
          <ul className="mb-4 flex flex-wrap gap-2 text-sm">
            {staff.isPlatformAdmin ? <li className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">{t('common.roles.admin')}</li> : null}
            {memberships.map((m) => (
              <li key={m.slug} className="rounded-full bg-slate-100 px-3 py-1">
                {m.name} · {t(`common.roles.${m.role}`)}
              </li>
            ))}
          </ul>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="language" />
            <div className="min-w-48 flex-1">
              <Field id="locale" label={t('auth.account.language')}>
                <LocaleSelect id="locale" name="locale" defaultValue={staff.locale} />
              </Field>
            </div>
            <Button>{t('common.save')}</Button>
          </Form>
        </Card>
        <Card title={t('auth.account.alerts')}>
          <p className="mb-3 text-sm text-slate-600">{t('auth.account.alertHint')}</p>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="alerts" />
            {(['new_booking', 'on_request', 'pay_later', 'cancellation'] as const).map((alert) => (
              <label key={alert} className="flex min-h-11 items-center gap-3 text-sm">
                <input type="checkbox" name="alerts" value={alert} defaultChecked={staff.alerts.includes(alert)} className="size-5" />
                {t(`auth.account.alertNames.${alert}`)}
              </label>
            ))}
            <Button>{t('common.save')}</Button>
          </Form>
        </Card>
        <Card title={t('auth.account.twoFactor')}>
          <div id="two-factor" className="space-y-3">
            <FormError>{actionData?.error ? t(actionData.error, { minutes: 15 }) : null}</FormError>
            <p className="text-sm text-slate-700">{staff.totpEnabled ? t('auth.account.twoFactorOn') : t('auth.account.twoFactorOff')}</p>
            {staff.totpEnabled ? (
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="totp-disable" />
                <Field id="disable-code" label={t('auth.account.twoFactorCodeLabel')}>
                  <Input id="disable-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} className="w-40" />
                </Field>
                <Button variant="secondary">{t('auth.account.twoFactorDisable')}</Button>
              </Form>
            ) : pending ? (
              <div className="space-y-3">
                <p className="text-sm text-slate-700">{t('auth.account.twoFactorScan')}</p>
                <img src={pending.qr} alt="" width={220} height={220} className="rounded border border-slate-200" />
                <p className="text-sm">
                  {t('auth.account.twoFactorKey')}: <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all">{pending.secret}</code>
                </p>
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="intent" value="totp-enable" />
                  <Field id="enable-code" label={t('auth.account.twoFactorCodeLabel')}>
                    <Input id="enable-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} className="w-40" />
                  </Field>
                  <Button>{t('auth.account.twoFactorConfirm')}</Button>
                </Form>
              </div>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="totp-start" />
                <Button>{t('auth.account.twoFactorStart')}</Button>
              </Form>
            )}
          </div>
        </Card>
        <Card title={t('auth.account.password')}>
          <Form method="post">
            <input type="hidden" name="intent" value="password-link" />
            <Button variant="secondary">{t('auth.account.changePassword')}</Button>
          </Form>
        </Card>
        <Card title={t('auth.account.sessions')}>
          <p className="mb-3 text-sm text-slate-600">{t('auth.account.signOutEverywhereHint')}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out-everywhere" />
            <Button variant="danger">{t('auth.account.signOutEverywhere')}</Button>
          </Form>
        </Card>
      </div>
    </main>
  )
}
