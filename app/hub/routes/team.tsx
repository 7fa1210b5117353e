// /s/:supplier/team (owners and admins): who is on the team, open invitations, inviting, roles and removal.
// A team always keeps one owner.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from '../../domain/zod'
import { invite, openInvitations } from '../../models/partners/onboarding.server'
import { changeMember, teamMembers } from '../../models/partners/team.server'
import { hubContext } from '../../utils/hub-context'
import { HubForm, SubmitButton, TextField, useHubForm } from '../components/form'
import { Badge, Button, Card, Field, FormError, LocaleSelect, PageHeader, Select } from '../components/ui'
import { setFlash } from '../flash.server'
import { InviteSchema } from '../schemas'
import { requireSupplier } from '../session.server'

const MemberAction = z.object({ intent: z.enum(['remove', 'make-owner', 'make-staff']), staffId: z.uuid() })

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const members = await teamMembers(ctx.db, supplier.supplierId)
  const invitations = await openInvitations(ctx.db, supplier.supplierId)
  return {
    me: staff.id,
    members,
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, expiresAt: i.expiresAt.toISOString() })),
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const form = await request.formData()
  const back = `/s/${supplier.slug}/team`
  if (form.get('intent') === 'invite') {
    const submission = parseWithZod(form, { schema: InviteSchema })
    if (submission.status !== 'success') return data({ result: submission.reply(), alert: null }, { status: 400 })
    const result = await invite(ctx, staff, { email: submission.value.email, role: submission.value.role, supplierId: supplier.supplierId, locale: submission.value.locale })
    if (!result.ok) {
      const alert = result.reason === 'already_member' ? 'admin.team.alreadyMember' : result.reason === 'rate_limited' ? 'common.rateLimited' : 'common.forbidden.body'
      return data({ result: submission.reply(), alert }, { status: 400 })
    }
    throw redirect(back, { headers: { 'Set-Cookie': await setFlash({ kind: 'success', message: 'admin.team.sent', values: { email: submission.value.email } }) } })
  }
  const parsed = MemberAction.safeParse(Object.fromEntries(form))
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const { intent, staffId } = parsed.data
  const outcome = await changeMember(ctx.db, staff.id, supplier.supplierId, staffId, intent)
  if (outcome === 'not_found') throw new Response('Not found', { status: 404 })
  if (outcome === 'last_owner') throw redirect(back, { headers: { 'Set-Cookie': await setFlash({ kind: 'error', message: 'admin.team.lastOwner' }) } })
  const message = intent === 'remove' ? 'admin.team.removed' : 'common.saved'
  throw redirect(staffId === staff.id && intent !== 'make-owner' && !staff.isPlatformAdmin ? '/' : back, { headers: { 'Set-Cookie': await setFlash({ kind: 'success', message, values: { name: outcome.name } }) } })
}

export default function Team() {
  const { t, i18n } = useTranslation()
  const { me, members, invitations } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const params = useParams()
  const [form, fields] = useHubForm(InviteSchema, actionData?.result, { intent: 'invite', role: 'staff', locale: i18n.language })
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso))
  return (
    <>
      <PageHeader title={t('admin.team.title')} lead={t('admin.team.lead')} />
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-5">
          <Card title={t('admin.team.members')}>
            <ul className="divide-y divide-slate-100">
              {members.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-2 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {m.name} {m.id === me ? <span className="text-slate-500">({t('admin.team.you')})</span> : null}
                    </p>
                    <p className="truncate text-sm text-slate-600">{m.email}</p>
                  </div>
                  <Badge tone={m.role === 'owner' ? 'blue' : 'neutral'}>{t(`common.roles.${m.role}`)}</Badge>
                  <Badge tone={m.totp ? 'green' : 'amber'}>{m.totp ? t('admin.team.twoFactorOn') : t('admin.team.twoFactorOff')}</Badge>
                  <Form method="post" action={`/s/${params.supplier}/team`} className="flex gap-1">
                    <input type="hidden" name="staffId" value={m.id} />
                    <Button name="intent" value={m.role === 'owner' ? 'make-staff' : 'make-owner'} variant="ghost" className="text-xs">
                      {m.role === 'owner' ? t('admin.team.makeStaff') : t('admin.team.makeOwner')}
                    </Button>
                    <Button name="intent" value="remove" variant="ghost" className="text-xs text-red-700">
                      {t('admin.team.remove')}
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          </Card>
          <Card title={t('admin.team.invitations')}>
            {invitations.length ? (
              <ul className="space-y-1 text-sm">
                {invitations.map((i) => (
                  <li key={i.id}>
                    {i.email} · {t(`common.roles.${i.role ?? 'staff'}`)} · {t('admin.team.expires', { date: date(i.expiresAt) })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('admin.team.noInvitations')}</p>
            )}
          </Card>
        </div>
        <Card title={t('admin.team.invite')}>
          <HubForm form={form}>
            <input type="hidden" name="intent" value="invite" />
            <FormError>{actionData?.alert ? t(actionData.alert, { email: fields.email.value ?? '', minutes: 60 }) : null}</FormError>
            <TextField field={fields.email} label={t('admin.team.email')} type="email" />
            <Field id={fields.role.id} label={t('admin.team.role')}>
              <Select id={fields.role.id} name={fields.role.name} defaultValue={fields.role.initialValue}>
                <option value="staff">{t('common.roles.staff')}</option>
                <option value="owner">{t('common.roles.owner')}</option>
              </Select>
            </Field>
            <Field id={fields.locale.id} label={t('admin.team.language')}>
              <LocaleSelect id={fields.locale.id} name={fields.locale.name} defaultValue={fields.locale.initialValue} />
            </Field>
            <SubmitButton>{t('admin.team.send')}</SubmitButton>
          </HubForm>
        </Card>
      </div>
    </>
  )
}
