import type { CSSProperties } from 'react';
import './ui.css';

const DOTS = Array.from({ length: 12 }, (_, i) => i);

/** The app's own spinner (docs/product.md §9): 12 fading dots over 1.2 s. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="app-spinner" role="status" aria-label={label}>
      {DOTS.map((i) => (
        <div
          key={i}
          className="app-spinner__dot"
          style={{ transform: `rotate(${i * 30}deg)`, '--delay': `${i * 0.1 - 1.2}s` } as CSSProperties}
        />
      ))}
    </div>
  );
}
