// The balloon the header's wordmark and the hero's sky share (its own module: the hero is a chunk of its own).
/** One balloon in a 24 × 30 box: the envelope, its stripe and the basket. */
export function Balloon({ envelope, stripe }: { envelope: string; stripe: string }) {
  return (
    <>
      <path d="M12 1C5.9 1 1 5.6 1 11.4c0 4.6 3.6 8.2 7 10.6h8c3.4-2.4 7-6 7-10.6C23 5.6 18.1 1 12 1Z" fill={envelope} />
      <path d="M12 1c-3 2.6-4.4 6.1-4.4 10.4 0 4.1 1.2 7.6 2.4 10.6h4c1.2-3 2.4-6.5 2.4-10.6C16.4 7.1 15 3.6 12 1Z" fill={stripe} />
      <path d="M8.6 22.6 9.6 25M15.4 22.6 14.4 25" stroke="#3a1432" strokeWidth="0.4" />
      <rect x="9.2" y="25" width="5.6" height="3.6" rx="0.8" fill="#3a1432" />
    </>
  )
}
