// Small inline icons of the market screens (no icon font, no extra library in the widgets' bytes).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: string };

function Svg({ size = '1em', children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Svg>
);

export const StarIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Svg {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Svg>
);

export const InfoIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 7.5v.5" />
  </Svg>
);

export const ChevronIcon = ({ up, ...p }: IconProps & { up?: boolean }) => (
  <Svg {...p}>
    <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
  </Svg>
);

export const SortIcon = ({ order, ...p }: IconProps & { order: 'none' | 'desc' | 'asc' }) => (
  <Svg {...p} strokeWidth={0} fill="currentColor">
    <path d="M12 4l4 5H8z" opacity={order === 'asc' ? 1 : 0.3} />
    <path d="M12 20l-4-5h8z" opacity={order === 'desc' ? 1 : 0.3} />
  </Svg>
);

export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const TrashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Svg>
);

export const DepthIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 20h18M4 20v-6h4v-4h4v10M12 20V8h4v4h4v8" />
  </Svg>
);

export const OptionsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6h16M4 12h16M4 18h16M12 3v18" />
  </Svg>
);
