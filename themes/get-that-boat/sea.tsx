// Open sea at golden hour with a sailboat on the horizon, drawn rather than downloaded, for tenants
// that have no hero photo yet.
export function Sea({ className = '' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 1440 900" preserveAspectRatio="xMidYMid slice" aria-hidden>
      <defs>
        <linearGradient id="gtb-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2545" />
          <stop offset="0.5" stopColor="#1d5f95" />
          <stop offset="1" stopColor="#7cc6ea" />
        </linearGradient>
        <linearGradient id="gtb-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a6aa3" />
          <stop offset="1" stopColor="#0b2545" />
        </linearGradient>
        <radialGradient id="gtb-sun" cx="0.72" cy="0.56" r="0.3">
          <stop offset="0" stopColor="#fff3d6" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fff3d6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="540" fill="url(#gtb-sky)" />
      <rect width="1440" height="900" fill="url(#gtb-sun)" />
      <rect y="520" width="1440" height="380" fill="url(#gtb-water)" />
      {Array.from({ length: 14 }, (_, i) => (
        <rect key={i} x={900 + ((i * 53) % 220) - i * 6} y={540 + i * 18} width={120 - i * 5} height="2" rx="1" fill="#fff3d6" opacity={0.5 - i * 0.03} />
      ))}
      <g transform="translate(1000 430)" fill="#0b2545">
        <path d="M40 0 L40 96 L-14 96 Z" opacity="0.95" />
        <path d="M46 14 L46 96 L92 96 Z" opacity="0.85" />
        <path d="M-24 102 H104 L88 122 H-6 Z" />
      </g>
      {[620, 700, 780].map((y, i) => (
        <path
          key={y}
          d={`M0 ${y} q 60 -18 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 V900 H0Z`}
          fill="#0b2545"
          opacity={0.25 + i * 0.25}
        />
      ))}
    </svg>
  )
}
