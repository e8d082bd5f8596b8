// A sheet of choices (the interface language, the price colours): antd-mobile's Popup holding real
// buttons, drawn as antd-mobile's ActionSheet is. The ActionSheet itself marks its rows
// role="option" with no listbox around them (a screen reader announces a list that is not there)
// and draws them as anchors without href, which Tab skips.
import { Popup, SafeArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import './choice-sheet.css';

export interface Choice<K extends string> {
  key: K;
  text: ReactNode;
}

export interface ChoiceSheetProps<K extends string> {
  visible: boolean;
  /** Names the group of choices for assistive technology (the item that opened the sheet). */
  label: string;
  choices: ReadonlyArray<Choice<K>>;
  /** The choice in force: bold, and announced as the current one. */
  current: K;
  onChoose: (key: K) => void;
  onClose: () => void;
  cancelText: string;
  /** A line above the choices. */
  extra?: ReactNode;
}

export function ChoiceSheet<K extends string>({
  visible,
  label,
  choices,
  current,
  onChoose,
  onClose,
  cancelText,
  extra,
}: ChoiceSheetProps<K>) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="choice-sheet">
      {extra && <div className="choice-sheet__extra">{extra}</div>}
      <div className="choice-sheet__list" role="group" aria-label={label}>
        {choices.map((c) => (
          <button
            type="button"
            key={c.key}
            className="choice-sheet__item"
            aria-current={c.key === current ? 'true' : undefined}
            onClick={() => onChoose(c.key)}
          >
            {c.text}
          </button>
        ))}
      </div>
      <div className="choice-sheet__cancel">
        <button type="button" className="choice-sheet__item" onClick={onClose}>
          {cancelText}
        </button>
      </div>
      <SafeArea position="bottom" />
    </Popup>
  );
}
