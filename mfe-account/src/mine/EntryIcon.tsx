// Small line icons of Mine's service grid, drawn inline (no image request, any colour).
export type EntryKey =
  | 'recharge'
  | 'withdrawal'
  | 'transfer'
  | 'fundingDetails'
  | 'bankCard'
  | 'usdtCard'
  | 'ipo'
  | 'ai'
  | 'funds'
  | 'invite'
  | 'help'
  | 'chat'
  | 'introduce'
  | 'profile';

const PATHS: Record<EntryKey, string> = {
  recharge: 'M12 4v12m0 0-4-4m4 4 4-4M5 20h14',
  withdrawal: 'M12 16V4m0 0L8 8m4-4 4 4M5 20h14',
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  fundingDetails: 'M6 3h9l4 4v14H6zM9 11h7M9 15h7',
  bankCard: 'M3 6h18v12H3zM3 10h18M7 15h3',
  usdtCard: 'M12 3 3 8v8l9 5 9-5V8zM8 10h8M12 10v7',
  ipo: 'M4 20V10l8-6 8 6v10zM10 20v-6h4v6',
  ai: 'M7 7h10v10H7zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4',
  funds: 'M4 19l5-6 4 3 7-9M15 7h5v5',
  invite: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  chat: 'M4 5h16v11H9l-5 4z M8 10h.01M12 10h.01M16 10h.01',
  introduce: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7h.01',
  profile: 'M5 4h4v4H5zM5 10h4v4H5zM5 16h4v4H5zM12 6h7M12 12h7M12 18h7',
};

export function EntryIcon({ name }: { name: EntryKey }) {
  return (
    <svg
      className="mine__icon"
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
      <path d={PATHS[name]} />
    </svg>
  );
}
