import type { ReactNode } from 'react';

/** One labelled figure row (label left, value right). */
export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="trade-figure">
      <span className="trade-figure__label">{label}</span>
      <span className="trade-figure__value num" data-testid={testId}>{children}</span>
    </div>
  );
}
