// The booking statuses the partner hub filters by: the stored ones and two of its own (pay later, checked in).
export const BOOKING_STATUSES = ['PENDING_SUPPLIER', 'CONFIRMED', 'ON_HOLD', 'CANCELLED', 'FAILED', 'EXPIRED'] as const
export const STATUS_FILTERS = [...BOOKING_STATUSES, 'PAY_LATER', 'CHECKED_IN'] as const
