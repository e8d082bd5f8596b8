// Icons of the help centre's categories (the provider names one of HELP_ICONS).
const PATHS: Record<string, string> = {
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  deposit: 'M12 3v12m0 0-4-4m4 4 4-4M4 21h16',
  withdraw: 'M12 15V3m0 0L8 7m4-4 4 4M4 21h16',
  trade: 'M4 19l5-6 4 3 7-9M15 7h5v5',
  ipo: 'M4 20V10l8-6 8 6v10zM10 20v-6h4v6',
  security: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
};

export function HelpIconSvg({ name }: { name: string }) {
  return (
    <svg
      className="help__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[name] ?? PATHS.account} />
    </svg>
  );
}
