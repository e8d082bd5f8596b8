// Keyboard for antd-mobile's clickable rows: a List.Item or ActionSheet action with an
// onClick is drawn as <a class="adm-plain-anchor"> without href, which Tab skips and Enter does
// not follow. Every remote uses them (Mine's settings, help lists…). Once, for
// the whole page: such an element is made focusable as a button (tabindex 0, role=button) and
// Enter or Space clicks it. The ring comes from global.css (:focus-visible).
// Sheets and dialogs (antd-mobile Popup, ActionSheet, Dialog, a remote's own aria-modal dialog): focus
// moves into one when it opens, and Escape clicks antd-mobile's mask (its sheets close on a mask click).

/** antd-mobile's href-less clickable anchors, not disabled. */
export const CLICKABLE = 'a.adm-plain-anchor:not([href]):not(.adm-list-item-disabled):not(.adm-action-sheet-button-item-disabled)';

function enable(el: Element): void {
  if (el.hasAttribute('tabindex')) return;
  el.setAttribute('tabindex', '0');
  // ActionSheet draws its actions as role="option" with no listbox around them (an axe violation,
  // and a screen reader announces a list that is not there): they act as buttons, so say so.
  if (!el.hasAttribute('role') || el.getAttribute('role') === 'option') el.setAttribute('role', 'button');
}

/** ActionSheet's cancel row wraps its anchor in a div with role="option" too: a plain wrapper. */
const CANCEL_WRAPPER = '.adm-action-sheet-cancel[role="option"]';

function plain(el: Element): void {
  el.removeAttribute('role');
  el.removeAttribute('aria-label');
}

/** Sheets and dialogs: antd-mobile's, and the remotes' own modal dialogs (trade's Sheet). */
const LAYER = '.adm-popup-body, .adm-center-popup-body, [role="dialog"][aria-modal="true"]';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex="0"]';

function enableWithin(node: Node): void {
  if (!(node instanceof Element)) return;
  if (node.matches(CLICKABLE)) enable(node);
  node.querySelectorAll(CLICKABLE).forEach(enable);
  if (node.matches(CANCEL_WRAPPER)) plain(node);
  node.querySelectorAll(CANCEL_WRAPPER).forEach(plain);
  // A sheet or dialog that just opened: focus its first control, unless focus is already inside.
  const layer = node.matches(LAYER) ? node : node.querySelector(LAYER);
  if (layer && !layer.contains(node.ownerDocument.activeElement)) layer.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

/** The mask of the sheet or dialog on top, if one is open. */
function topMask(doc: Document): HTMLElement | null {
  const masks = [...doc.querySelectorAll<HTMLElement>('.adm-mask')].filter(
    (m) => m.offsetParent !== null || getComputedStyle(m).display !== 'none',
  );
  return masks[masks.length - 1] ?? null;
}

export function keyboardForClickables(doc: Document = document): () => void {
  enableWithin(doc.body);
  // New rows, sheets and pages: only what was added is looked at, batched once per frame.
  let pending: Node[] = [];
  const observer = new MutationObserver((records) => {
    const schedule = pending.length === 0;
    for (const r of records) r.addedNodes.forEach((n) => pending.push(n));
    if (schedule && pending.length > 0) {
      requestAnimationFrame(() => {
        const nodes = pending;
        pending = [];
        nodes.forEach(enableWithin);
      });
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      topMask(doc)?.click();
      return;
    }
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const target = e.target as Element | null;
    if (!target?.matches?.(CLICKABLE)) return;
    e.preventDefault();
    (target as HTMLElement).click();
  };
  doc.addEventListener('keydown', onKey);
  return () => {
    observer.disconnect();
    doc.removeEventListener('keydown', onKey);
  };
}
