import type { ReactNode } from 'react';
import './ui.css';

/** A full-area message with an optional image and actions: errors, empty states, 404. */
export function CenteredMessage(props: { image?: string; title: string; body?: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="app-center" data-testid={props.testId}>
      {props.image && <img className="app-center__image" src={props.image} alt="" width={160} height={120} />}
      <h2 className="app-center__title">{props.title}</h2>
      {props.body && <p className="app-center__body">{props.body}</p>}
      {props.children}
    </div>
  );
}
