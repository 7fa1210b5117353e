// The kit's wordmark: the tenant's logo, or a monogram tile in the primary colour beside its name.
import type { PublicTenant } from '../../contract'
import { Brand } from '../brand'

export function KitBrand({ tenant, size = 'md' }: { tenant: PublicTenant; size?: 'sm' | 'md' }) {
  return (
    <Brand tenant={tenant} logo={{ className: size === 'sm' ? 'h-7 w-auto' : 'h-9 w-auto', width: 144, height: 36 }}>
      <span className="inline-flex items-center gap-2">
        {/* Component classes (app/tailwind.css): the wordmark is in the header and the footer of every page. */}
        <span aria-hidden className="kit-monogram">
          {tenant.name.trim().charAt(0).toUpperCase()}
        </span>
        <span className={size === 'sm' ? 'kit-wordmark text-lg' : 'kit-wordmark text-xl'}>{tenant.name}</span>
      </span>
    </Brand>
  )
}
