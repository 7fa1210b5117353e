// conform + zod in the hub: a form checked in the browser as the user leaves a field and again on the server,
// with each message translated.
import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from '../../domain/zod'
import { Button, Field, Input } from './ui'

export function useHubForm<S extends z.ZodObject>(schema: S, lastResult: SubmissionResult<string[]> | null | undefined, defaultValue?: Record<string, unknown>) {
  return useForm<z.input<S>, z.output<S>>({
    lastResult: lastResult ?? undefined,
    defaultValue: defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

type AnyForm = ReturnType<typeof useHubForm>[0]

export function HubForm({ form, children, ...props }: { form: AnyForm; children: ReactNode } & Omit<ComponentProps<typeof Form>, 'id' | 'onSubmit' | 'noValidate'>) {
  return (
    <Form method="post" {...getFormProps(form)} {...props} className="space-y-4">
      {children}
    </Form>
  )
}

export function TextField({ field, label, hint, type = 'text', ...rest }: { field: FieldMetadata<string | undefined>; label: ReactNode; hint?: ReactNode; type?: string } & Omit<ComponentProps<'input'>, 'type' | 'name' | 'form'>) {
  const { t } = useTranslation()
  const errors = field.errors?.map((key) => t(key))
  return (
    <Field id={field.id} label={label} hint={hint} error={errors}>
      <Input {...getInputProps(field, { type: type as 'text' })} {...rest} key={field.key} aria-describedby={errors?.length ? `${field.id}-error` : undefined} />
    </Field>
  )
}

export function SubmitButton({ children, variant, className }: { children: ReactNode; variant?: ComponentProps<typeof Button>['variant']; className?: string }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <Button variant={variant} className={className ?? 'w-full'} disabled={busy} aria-busy={busy}>
      {children}
    </Button>
  )
}
