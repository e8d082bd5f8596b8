import type { ReactNode } from 'react';

/**
 * Text with figures in it ("12 shares"): the figures in the numeral font, the words in the app's
 * (Barlow is for numerals, docs/product.md §1; a word in it also fetched its letters' face before the page's
 * largest paint).
 */
export function FigureText({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\d[\d.,]*)/).map((part, i) =>
        i % 2 === 1
          ? part
          : part && (
              <span key={i} className="trade-words">
                {part}
              </span>
            ),
      )}
    </>
  );
}

/** One labelled figure row (label left, value right). */
export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="trade-figure">
      <span className="trade-figure__label">{label}</span>
      <span className="trade-figure__value num" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}
