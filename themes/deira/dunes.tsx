// Dunes at dusk, drawn rather than downloaded, for tenants that have no hero photo or film yet.
export function Dunes() {
  return (
    <svg className="h-full w-full" viewBox="0 0 1440 900" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <defs>
        <linearGradient id="deira-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#140c07" />
          <stop offset="0.45" stopColor="#4a2614" />
          <stop offset="0.72" stopColor="#b8642f" />
          <stop offset="0.85" stopColor="#e3a35a" />
        </linearGradient>
        <radialGradient id="deira-glow" cx="0.82" cy="0.7" r="0.45">
          <stop offset="0" stopColor="#f7d79b" stopOpacity="0.75" />
          <stop offset="1" stopColor="#f7d79b" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="deira-sun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbe3b0" />
          <stop offset="1" stopColor="#eaa457" />
        </linearGradient>
      </defs>
      <rect width="1440" height="900" fill="url(#deira-sky)" />
      <rect width="1440" height="900" fill="url(#deira-glow)" />
      {[
        [180, 90], [320, 150], [520, 60], [760, 120], [940, 70], [1180, 140], [1320, 80], [90, 210], [640, 200], [1040, 220],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={1.4} fill="#fff4dc" opacity={0.55} />
      ))}
      <circle cx="1180" cy="628" r="64" fill="url(#deira-sun)" />
      <path d="M0 650 C 220 590, 420 610, 620 640 S 1000 600, 1180 620 S 1380 650, 1440 640 V900 H0Z" fill="#a1552a" opacity="0.85" />
      <path d="M0 700 C 180 660, 360 640, 560 690 S 900 730, 1120 670 S 1360 640, 1440 660 V900 H0Z" fill="#7b3d1d" />
      <path d="M0 770 C 260 720, 420 700, 700 760 S 1080 800, 1260 740 S 1400 720, 1440 730 V900 H0Z" fill="#4d2612" />
      <path d="M0 830 C 300 790, 560 800, 820 840 S 1240 860, 1440 810 V900 H0Z" fill="#24140a" />
      <path d="M700 760 C 760 740, 820 735, 880 742" stroke="#e6a866" strokeOpacity="0.35" strokeWidth="2" fill="none" />
    </svg>
  )
}
