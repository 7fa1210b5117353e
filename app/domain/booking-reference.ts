// A booking's reference (ADR 032): the order number and the booking's place in the order, e.g. 'K3M9QX2A-2'.
// Derived, not stored: bookings are never added to or removed from a placed order, so the place is stable,
// and the order number is already what the buyer quotes on the phone.

export function bookingReference(orderNumber: string, position: number): string {
  return `${orderNumber}-${position + 1}`
}

/** 'INV-000042': the series prefix and the gap-free sequence, padded so numbers sort as text. */
export function documentNumber(kind: 'invoice' | 'credit_note', sequence: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CN'}-${String(sequence).padStart(6, '0')}`
}
