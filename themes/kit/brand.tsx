// The tenant's logo through the image proxy when it has one, otherwise the theme's wordmark (children).
import type { ReactNode } from 'react'
import { ResponsiveImage } from '~/components/responsive-image'
import type { PublicTenant } from '../contract'

type Props = { tenant: PublicTenant; logo: { className: string; width: number; height: number }; children: ReactNode }

export function Brand({ tenant, logo, children }: Props) {
  if (!tenant.branding.logo) return children
  return (
    <ResponsiveImage
      src={tenant.branding.logo}
      alt={tenant.name}
      className={logo.className}
      width={logo.width}
      height={logo.height}
      sizes={`${logo.width}px`}
      fit="inside"
      placeholder={false}
      priority
    />
  )
}
