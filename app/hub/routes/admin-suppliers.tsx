// /admin/suppliers (platform admins): every supplier, creating one, inviting its first owner, and the platform
// admins themselves. A supplier created here is a row of `suppliers`, which `npm run tenant -- new --supplier`
// and the tenant files accept by slug like a seeded one.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { asc, count, eq } from 'drizzle-orm'
import { useTranslation } from 'react-i18next'
import { experiences, staffAccounts, staffMemberships, suppliers } from '../../../drizzle/schema/index'
import { z } from '../../domain/zod'
import { audit } from '../../models/partners/audit.server'
import { invite, openInvitations } from '../../models/partners/onboarding.server'
import { hubContext } from '../../utils/hub-context'
import { HUB_LOCALES } from '../locales/define'
import { HubForm, SubmitButton, TextField, useHubForm } from '../components/form'
import { Badge, Button, Card, Field, FormError, Input, LocaleSelect, PageHeader, Select } from '../components/ui'
import { setFlash } from '../flash.server'
import { SupplierSchema } from '../schemas'
import { homeOf, requirePlatformAdmin } from '../session.server'

const InviteOwner = z.object({
  intent: z.literal('invite'),
  supplierId: z.uuid().optional(),
  role: z.enum(['owner', 'admin']),
  email: z.string().trim().pipe(z.email('auth.errors.emailInvalid')),
  locale: z.enum(HUB_LOCALES).catch('en'),
})

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const staff = await requirePlatformAdmin(ctx, request)
  const [list, teams, catalogue, admins] = await Promise.all([
    ctx.db.select().from(suppliers).orderBy(asc(suppliers.name)),
    ctx.db.select({ supplierId: staffMemberships.supplierId, n: count() }).from(staffMemberships).groupBy(staffMemberships.supplierId),
    ctx.db.select({ supplierId: experiences.supplierId, n: count() }).from(experiences).groupBy(experiences.supplierId),
    ctx.db
      .select({ name: staffAccounts.name, email: staffAccounts.email, totp: staffAccounts.totpEnabledAt })
      .from(staffAccounts)
      .where(eq(staffAccounts.isPlatformAdmin, true))
      .orderBy(asc(staffAccounts.name)),
  ])
  const teamOf = new Map(teams.map((r) => [r.supplierId, r.n]))
  const catalogueOf = new Map(catalogue.map((r) => [r.supplierId, r.n]))
  return {
    home: await homeOf(ctx, staff.id, true),
    suppliers: list.map((s) => ({
      id: s.id,
      slug: s.slug,
      name: s.name,
      currency: s.currency,
      timeZone: s.timeZone,
      email: s.contactEmail,
      team: teamOf.get(s.id) ?? 0,
      experiences: catalogueOf.get(s.id) ?? 0,
    })),
    admins: admins.map((a) => ({ name: a.name, email: a.email, totp: !!a.totp })),
    adminInvitations: (await openInvitations(ctx.db, null)).map((i) => ({ id: i.id, email: i.email, expiresAt: i.expiresAt.toISOString() })),
    timeZones: Intl.supportedValuesOf('timeZone').filter((z) => z.includes('/')),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const staff = await requirePlatformAdmin(ctx, request)
  const form = await request.formData()
  if (form.get('intent') === 'invite') {
    const parsed = InviteOwner.safeParse(Object.fromEntries(form))
    if (!parsed.success || (parsed.data.role === 'owner' && !parsed.data.supplierId))
      return data({ create: null, invite: { error: 'auth.errors.emailInvalid', supplierId: String(form.get('supplierId') ?? '') } }, { status: 400 })
    const { email, role, supplierId, locale } = parsed.data
    const result = await invite(ctx, staff, { email, role, supplierId: role === 'admin' ? null : supplierId!, locale })
    if (!result.ok) {
      const error = result.reason === 'already_member' ? 'admin.team.alreadyMember' : result.reason === 'rate_limited' ? 'common.rateLimited' : 'common.forbidden.body'
      return data({ create: null, invite: { error, email, supplierId: supplierId ?? '' } }, { status: 400 })
    }
    throw redirect('/admin/suppliers', { headers: { 'Set-Cookie': await setFlash({ kind: 'success', message: 'admin.team.sent', values: { email } }) } })
  }
  const submission = parseWithZod(form, { schema: SupplierSchema })
  if (submission.status !== 'success') return data({ create: submission.reply(), invite: null }, { status: 400 })
  const value = submission.value
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(suppliers)
      .values({ slug: value.slug, name: value.name, currency: value.currency, contactEmail: value.contactEmail.toLowerCase(), contactPhone: value.contactPhone || null, timeZone: value.timeZone })
      .onConflictDoNothing()
      .returning()
    if (row) await audit(tx, { staffId: staff.id, supplierId: row.id, action: 'supplier.create', entity: 'supplier', entityId: row.id, after: value })
    return row
  })
  if (!created) return data({ create: submission.reply({ fieldErrors: { slug: ['admin.suppliers.errors.slugTaken'] } }), invite: null }, { status: 400 })
  throw redirect(`/admin/suppliers#${created.slug}`, { headers: { 'Set-Cookie': await setFlash({ kind: 'success', message: 'admin.suppliers.created', values: { name: created.name } }) } })
}

function InviteForm({ supplierId, role, label }: { supplierId?: string; role: 'owner' | 'admin'; label: string }) {
  const { t, i18n } = useTranslation()
  const actionData = useActionData<typeof action>()
  const mine = actionData?.invite && (actionData.invite.supplierId ?? '') === (supplierId ?? '') ? actionData.invite : null
  const id = `invite-${supplierId ?? 'admin'}`
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="invite" />
      <input type="hidden" name="role" value={role} />
      {supplierId ? <input type="hidden" name="supplierId" value={supplierId} /> : null}
      <div className="min-w-56 flex-1">
        <Field id={id} label={label} error={mine ? t(mine.error, { email: 'email' in mine ? mine.email : '', minutes: 60 }) : null}>
          <Input id={id} name="email" type="email" required placeholder="name@example.com" aria-invalid={!!mine} />
        </Field>
      </div>
      <Field id={`${id}-locale`} label={t('admin.team.language')}>
        <LocaleSelect id={`${id}-locale`} defaultValue={i18n.language} />
      </Field>
      <Button variant="secondary">{t('admin.team.send')}</Button>
    </Form>
  )
}

export default function AdminSuppliers() {
  const { t } = useTranslation()
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useHubForm(SupplierSchema, actionData?.create, { intent: 'create', currency: 'EUR', timeZone: 'Europe/Berlin' })
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <p className="mb-4 flex justify-between text-sm">
        <a href={loaded.home} className="text-sky-700 underline">
          ← {t('common.back')}
        </a>
        <span className="flex gap-4">
          <Link to="/admin/emails" className="text-sky-700 underline">
            {t('common.nav.emails')}
          </Link>
          <Link to="/account" className="text-sky-700 underline">
            {t('common.nav.account')}
          </Link>
        </span>
      </p>
      <PageHeader title={t('admin.suppliers.title')} lead={t('admin.suppliers.lead')} />
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-3">
          {loaded.suppliers.length ? null : <p className="text-sm text-slate-600">{t('admin.suppliers.empty')}</p>}
          {loaded.suppliers.map((s) => (
            <Card
              key={s.id}
              className="scroll-mt-20"
              title={<span id={s.slug}>{s.name}</span>}
              actions={
                <Link to={`/s/${s.slug}`} className="text-sm font-semibold text-sky-700 underline">
                  {t('admin.suppliers.open')}
                </Link>
              }
            >
              <p className="flex flex-wrap gap-2 text-sm text-slate-600">
                <code className="rounded bg-slate-100 px-1.5">{s.slug}</code>
                <span>{s.currency}</span>
                <span>{s.timeZone}</span>
                <span>{s.email}</span>
                <Badge>
                  {t('admin.suppliers.columns.team')}: {s.team}
                </Badge>
                <Badge>
                  {t('admin.suppliers.columns.experiences')}: {s.experiences}
                </Badge>
              </p>
              <InviteForm supplierId={s.id} role="owner" label={`${t('admin.team.invite')} (${t('common.roles.owner')})`} />
            </Card>
          ))}
        </div>
        <div className="space-y-5">
          <Card title={t('admin.suppliers.create')}>
            <HubForm form={form}>
              <input type="hidden" name="intent" value="create" />
              <TextField field={fields.name} label={t('admin.suppliers.fields.name')} />
              <TextField field={fields.slug} label={t('admin.suppliers.fields.slug')} autoCapitalize="none" />
              <TextField field={fields.contactEmail} label={t('admin.suppliers.fields.email')} type="email" />
              <TextField field={fields.contactPhone} label={t('admin.suppliers.fields.phone')} type="tel" />
              <Field id={fields.currency.id} label={t('admin.suppliers.fields.currency')} error={fields.currency.errors?.map((e) => t(e))}>
                <Select id={fields.currency.id} name={fields.currency.name} defaultValue={fields.currency.initialValue}>
                  {['EUR', 'USD', 'GBP', 'TRY', 'AED', 'CHF'].map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </Select>
              </Field>
              <Field id={fields.timeZone.id} label={t('admin.suppliers.fields.timeZone')} error={fields.timeZone.errors?.map((e) => t(e))}>
                <Select id={fields.timeZone.id} name={fields.timeZone.name} defaultValue={fields.timeZone.initialValue}>
                  {loaded.timeZones.map((z) => (
                    <option key={z}>{z}</option>
                  ))}
                </Select>
              </Field>
              <FormError>{form.errors?.map((e) => t(e)).join(' ')}</FormError>
              <SubmitButton>{t('admin.suppliers.create')}</SubmitButton>
            </HubForm>
          </Card>
          <Card title={t('admin.suppliers.admins')}>
            <ul className="space-y-1 text-sm">
              {loaded.admins.map((a) => (
                <li key={a.email}>
                  {a.name} · {a.email} <Badge tone={a.totp ? 'green' : 'amber'}>{a.totp ? t('admin.team.twoFactorOn') : t('admin.team.twoFactorOff')}</Badge>
                </li>
              ))}
              {loaded.adminInvitations.map((i) => (
                <li key={i.id} className="text-slate-500">
                  {i.email} · {t('admin.team.invitations')}
                </li>
              ))}
            </ul>
            <InviteForm role="admin" label={t('admin.suppliers.inviteAdmin')} />
          </Card>
        </div>
      </div>
    </main>
  )
}
