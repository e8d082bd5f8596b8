import { keyboardForClickables } from './keyboard-clickables';

describe('keyboard for antd-mobile clickable rows', () => {
  it('makes href-less clickable anchors focusable buttons, also those added later, and Enter/Space click them', async () => {
    document.body.innerHTML =
      '<a class="adm-list-item adm-plain-anchor" id="a">A</a><a class="adm-plain-anchor" href="/x" id="link">L</a>' +
      '<a class="adm-list-item adm-plain-anchor adm-list-item-disabled" id="off">Off</a>';
    const stop = keyboardForClickables(document);
    const a = document.getElementById('a')!;
    expect(a.getAttribute('tabindex')).toBe('0');
    expect(a.getAttribute('role')).toBe('button');
    expect(document.getElementById('link')!.hasAttribute('tabindex')).toBe(false);
    expect(document.getElementById('off')!.hasAttribute('tabindex')).toBe(false);

    const later = document.createElement('div');
    later.innerHTML = '<a class="adm-action-sheet-button-item adm-plain-anchor" id="b">B</a>';
    document.body.append(later);
    await new Promise((r) => {
      setTimeout(r, 50);
    });
    const b = document.getElementById('b')!;
    expect(b.getAttribute('tabindex')).toBe('0');

    const clicks: string[] = [];
    a.addEventListener('click', () => clicks.push('a'));
    b.addEventListener('click', () => clicks.push('b'));
    a.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    b.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    b.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    expect(clicks).toEqual(['a', 'b']);

    // A modal dialog that opens takes focus: its first control.
    const sheet = document.createElement('div');
    sheet.innerHTML =
      '<div role="dialog" aria-modal="true"><p>Close this position?</p><button type="button" id="ok">Confirm</button></div>';
    document.body.append(sheet);
    await new Promise((r) => {
      setTimeout(r, 50);
    });
    expect(document.activeElement?.id).toBe('ok');
    stop();
  });

  it("says ActionSheet's actions are buttons, not options of a list that is not there", async () => {
    document.body.innerHTML = '';
    const stop = keyboardForClickables(document);
    const sheet = document.createElement('div');
    sheet.innerHTML =
      '<div class="adm-action-sheet"><div class="adm-action-sheet-button-list">' +
      '<div class="adm-action-sheet-button-item-wrapper"><a class="adm-plain-anchor adm-action-sheet-button-item" role="option" id="en">English</a></div></div>' +
      '<div class="adm-action-sheet-cancel" role="option" aria-label="Cancel"><div class="adm-action-sheet-button-item-wrapper">' +
      '<a class="adm-plain-anchor adm-action-sheet-button-item" id="cancel">Cancel</a></div></div></div>';
    document.body.append(sheet);
    await new Promise((r) => {
      setTimeout(r, 50);
    });
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
    expect(document.getElementById('en')!.getAttribute('role')).toBe('button');
    expect(document.getElementById('cancel')!.getAttribute('role')).toBe('button');
    expect(document.querySelector('.adm-action-sheet-cancel')!.hasAttribute('aria-label')).toBe(false);
    stop();
  });
});
