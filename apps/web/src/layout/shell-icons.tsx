import type { ReactNode, SVGProps } from 'react';

// The icons the page frame shows at first paint, drawn inline so that lucide-react's runtime stays
// out of the start-up JavaScript (the side menu and the pages bring it with their own chunks).
// Paths and attributes as lucide draws them (lucide.dev, ISC licence).

type IconProps = SVGProps<SVGSVGElement>;

function ShellIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </ShellIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </ShellIcon>
);

export const CheckIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </ShellIcon>
);

export const ArrowUpIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </ShellIcon>
);

export const GlobeIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
    <path d="M2 12h20" />
  </ShellIcon>
);
