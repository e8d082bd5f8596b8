// The shell's few icons, drawn here (24-unit grid, stroked in currentColor): antd-mobile-icons'
// filled outlines were 14 KB of path data in Home's first scripts. Decorative: the
// control that holds an icon carries the name.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="shell-icon"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const HomeIcon = () => (
  <Icon>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </Icon>
);
export const MarketIcon = () => (
  <Icon>
    <path d="M4 20.5h16M7 17v-5M12 17V6M17 17v-8" />
  </Icon>
);
export const PositionIcon = () => (
  <Icon>
    <path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5H12z" />
    <path d="M15 3.9A8.5 8.5 0 0 1 20.1 9H15z" />
  </Icon>
);
export const MineIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c1-4 4.2-6 8-6s7 2 8 6" />
  </Icon>
);
export const SoundIcon = () => (
  <Icon>
    <path d="M4 9.5v5h3.5l5 4v-13l-5 4z" />
    <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
  </Icon>
);
