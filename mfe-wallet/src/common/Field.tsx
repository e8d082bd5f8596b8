import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled input of a wallet form with its hint and its message (the rule's or the server's). */
export function Field(props: {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  extra?: ReactNode;
  input: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
}) {
  const id = props.input.id ?? props.input.name;
  return (
    <div className={`w-field${props.error ? ' w-field--error' : ''}`}>
      <label className="w-field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="w-field__row">
        <input className="w-field__input" id={id} autoComplete="off" aria-invalid={props.error ? true : undefined} {...props.input} />
        {props.extra}
      </div>
      {props.hint && <div className="w-field__hint">{props.hint}</div>}
      {props.error && (
        <div className="w-field__error" role="alert">
          {props.error}
        </div>
      )}
    </div>
  );
}
