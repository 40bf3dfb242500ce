/** Decorative drawings beside page headings; purely visual, so hidden from assistive technology. */
export type HeroArtKind = 'home' | 'player' | 'vpn' | 'box';

export function HeroArt({ kind = 'home' }: { kind?: HeroArtKind }) {
  return (
    <svg className="shop-art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle cx="170" cy="120" r="110" className="shop-art__glow" />
      {kind === 'vpn' ? <Globe /> : null}
      {kind === 'box' ? <Box /> : null}
      {kind === 'home' || kind === 'player' ? <Screens /> : null}
      {kind === 'home' || kind === 'vpn' ? <Shield x={196} y={kind === 'home' ? 156 : 112} /> : null}
    </svg>
  );
}

function Screens() {
  return (
    <g>
      <rect x="40" y="40" width="200" height="124" rx="12" className="shop-art__frame" />
      <rect x="52" y="52" width="176" height="100" rx="6" className="shop-art__screen" />
      <path d="M126 82v40l34-20z" className="shop-art__accent" />
      <path d="M110 190h60M140 164v26" className="shop-art__line" />
      <rect x="236" y="96" width="52" height="96" rx="10" className="shop-art__frame" />
      <rect x="243" y="106" width="38" height="72" rx="4" className="shop-art__screen" />
      <text x="262" y="146" textAnchor="middle" className="shop-art__code">
        A7K2
      </text>
    </g>
  );
}

function Globe() {
  return (
    <g className="shop-art__line">
      <circle cx="140" cy="120" r="80" className="shop-art__screen" />
      <ellipse cx="140" cy="120" rx="36" ry="80" />
      <path d="M60 120h160M72 80h136M72 160h136" />
    </g>
  );
}

function Box() {
  return (
    <g>
      <path d="M70 140l90-40 90 40-90 40z" className="shop-art__screen" />
      <path d="M70 140v30l90 40v-30zM250 140v30l-90 40v-30z" className="shop-art__frame" />
      <circle cx="116" cy="176" r="4" className="shop-art__accent" />
      <circle cx="132" cy="183" r="4" className="shop-art__accent" />
      <path d="M120 70a56 56 0 0 1 80 0M132 84a36 36 0 0 1 56 0M146 98a16 16 0 0 1 28 0" className="shop-art__line" />
    </g>
  );
}

function Shield({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x - 36} ${y - 40})`}>
      <path d="M36 0 72 14v28c0 22-15 38-36 46C15 80 0 64 0 42V14z" className="shop-art__shield" />
      <path d="M22 44l10 10 20-22" className="shop-art__check" />
    </g>
  );
}
