/** Line icons drawn on a 24 × 24 grid; decorative, so hidden from assistive technology. */
const PATHS = {
  tv: 'M3 6h18v11H3zM8 21h8M12 17v4',
  phone: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  android:
    'M6 10h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM6 9a6 6 0 0 1 12 0zM9 6.5 7.5 4M15 6.5 16.5 4M3.5 11v5M20.5 11v5M10 19v2.5M14 19v2.5',
  apple:
    'M15.5 3.5c-1 .2-2.2 1-2.6 2.4M12 7.5c-1.2-.8-2.3-1-3.4-1C6 6.5 4.5 8.8 4.5 11.6c0 4 2.6 8.9 4.6 8.9 1 0 1.6-.6 2.9-.6s1.9.6 2.9.6c1.4 0 2.9-2.3 3.6-4.4-1.6-.7-2.5-2.1-2.5-3.8 0-1.5.8-2.8 2-3.5-.8-1.2-2.1-2-3.6-2-1 0-1.7.3-2.4.7z',
  infinity:
    'M12 12c-2-2.7-3.6-4-5.2-4a4 4 0 0 0 0 8c1.6 0 3.2-1.3 5.2-4zm0 0c2 2.7 3.6 4 5.2 4a4 4 0 0 0 0-8c-1.6 0-3.2 1.3-5.2 4z',
  list: 'M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01',
  guide: 'M3 5h18v14H3zM3 10h18M9 10v9M15 10v9',
  shield: 'M12 3 4 6v6c0 4.6 3.4 8.3 8 9 4.6-.7 8-4.4 8-9V6zM9 12l2 2 4-4',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  chat: 'M4 5h16v11H9l-5 4z',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z',
  subtitles: 'M3 5h18v14H3zM7 11h4M13 11h4M7 15h10',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  wifi: 'M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 19.5h.01',
  power: 'M12 3v9M7 6a8 8 0 1 0 10 0',
  eyeOff:
    'M3 3l18 18M10.6 6.1A9.9 9.9 0 0 1 12 6c5 0 9 6 9 6a17 17 0 0 1-2.6 3.2M6.6 6.6C4.3 8.1 3 12 3 12s4 6 9 6a9 9 0 0 0 4.4-1.2M9.9 9.9a3 3 0 0 0 4.2 4.2',
  box: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5 12 12l9-4.5M12 12v9',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  code: 'M4 6h16v12H4zM8 10v4M11 10v4M14 10v4M17 10v4',
  check: 'M5 12.5 10 17 19 7',
  hd: 'M3 5h18v14H3zM7 9v6M7 12h4M11 9v6M14 9h2a3 3 0 0 1 0 6h-2z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `shop-icon ${className}` : 'shop-icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
