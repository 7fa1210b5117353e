// How an action answers a refused form: a plain POST (no script yet) gets the 4xx its document deserves; the
// page's own script marks its requests `respond=data` and gets 200 with the refusal in the data, since a 4xx
// would make the browser log an error for an everyday mistake such as a wrong promo code.
export function refusalStatus(formData: FormData, status: number): number {
  return formData.get('respond') === 'data' ? 200 : status
}
