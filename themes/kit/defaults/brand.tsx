// The kit's wordmark: the tenant's logo, or a monogram tile in the primary colour beside its name.
import type { PublicTenant } from '../../contract'
import { Brand } from '../brand'

export function KitBrand({ tenant, size = 'md' }: { tenant: PublicTenant; size?: 'sm' | 'md' }) {
  return (
    <Brand tenant={tenant} logo={{ className: size === 'sm' ? 'h-7 w-auto' : 'h-9 w-auto', width: 144, height: 36 }}>
      <span className="inline-flex items-center gap-2">
        <span aria-hidden className="grid size-8 place-items-center rounded-control bg-primary font-heading text-base font-extrabold text-primary-fg">
          {tenant.name.trim().charAt(0).toUpperCase()}
        </span>
        <span className={`font-heading font-extrabold tracking-tight text-ink ${size === 'sm' ? 'text-lg' : 'text-xl'}`}>{tenant.name}</span>
      </span>
    </Brand>
  )
}
