// The partner hub's routes (decision 044). Supplier pages live under /s/:supplier, so every URL names the
// supplier it shows and the guard (session.server.ts requireSupplier) checks it on every request.
import { index, layout, route, type RouteConfig } from '@remix-run/route-config'

export default [
  index('routes/index.tsx'),
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-in/code', 'routes/sign-in-code.tsx'),
  route('sign-out', 'routes/sign-out.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  route('setup/:token', 'routes/setup.tsx'),
  route('invitation/:token', 'routes/invitation.tsx'),
  route('account', 'routes/account.tsx'),
  route('language', 'routes/language.tsx'),
  route('admin/suppliers', 'routes/admin-suppliers.tsx'),
  route('admin/emails', 'routes/admin-emails.tsx'),
  // The one-click answer from a supplier's email: signed, expiring, works without signing in.
  route('decision/:token', 'routes/decision.tsx'),
  // The image proxy (the shop's), for the photos tab: uploaded photos and committed files at the proxy's sizes.
  route('_img/*', 'routes/image.tsx'),
  route('_dev/mailbox', 'routes/dev-mailbox.tsx', { id: 'dev-mailbox' }),
  route('_dev/mailbox/:id', 'routes/dev-mailbox.tsx', { id: 'dev-mailbox-message' }),
  layout('routes/supplier.tsx', [
    route('s/:supplier', 'routes/supplier-today.tsx'),
    route('s/:supplier/requests', 'routes/requests.tsx'),
    route('s/:supplier/bookings', 'routes/bookings.tsx'),
    route('s/:supplier/bookings.csv', 'routes/bookings-csv.tsx'),
    route('s/:supplier/bookings/:booking', 'routes/booking.tsx'),
    route('s/:supplier/bookings/:booking/decision', 'routes/booking-decision.tsx'),
    route('s/:supplier/bookings/:booking/operations', 'routes/booking-operations.tsx'),
    route('s/:supplier/manifest', 'routes/manifest.tsx'),
    route('s/:supplier/manifest.csv', 'routes/manifest-csv.tsx'),
    route('s/:supplier/check-in', 'routes/check-in.tsx'),
    route('s/:supplier/team', 'routes/team.tsx'),
    route('s/:supplier/audit', 'routes/audit.tsx'),
    // The catalogue (issue 23): owners edit their experiences; each experience's pages share one frame of tabs.
    route('s/:supplier/experiences', 'routes/experiences.tsx'),
    route('s/:supplier/experiences/new', 'routes/experience-new.tsx'),
    route('s/:supplier/experiences/:experience', 'routes/experience.tsx', [
      index('routes/experience-details.tsx'),
      route('options', 'routes/experience-options.tsx'),
      route('photos', 'routes/experience-photos.tsx'),
      route('questions', 'routes/experience-questions.tsx'),
      route('schedule', 'routes/experience-schedule.tsx'),
    ]),
    route('s/:supplier/statements', 'routes/statements.tsx'),
    route('s/:supplier/statements.csv', 'routes/statements-csv.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
