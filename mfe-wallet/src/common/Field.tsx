import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled input of a wallet form with its hint and its messages (the rules' or the server's), one a line. */
export function Field(props: {
  label: string;
  error?: string | readonly string[] | null;
  hint?: ReactNode;
  extra?: ReactNode;
  input: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
}) {
  const id = props.input.id ?? props.input.name;
  const errors = props.error ? ([] as string[]).concat(props.error) : [];
  return (
    <div className={`w-field${errors.length ? ' w-field--error' : ''}`}>
      <label className="w-field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="w-field__row">
        <input className="w-field__input" id={id} autoComplete="off" aria-invalid={errors.length ? true : undefined} {...props.input} />
        {props.extra}
      </div>
      {props.hint && <div className="w-field__hint">{props.hint}</div>}
      {errors.map((error) => (
        <div key={error} className="w-field__error" role="alert">
          {error}
        </div>
      ))}
    </div>
  );
}
