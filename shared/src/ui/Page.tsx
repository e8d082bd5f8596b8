import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import './ui.css';

/**
 * The frame of every screen: a sticky navigation bar with the title and (except on tab roots) a
 * back arrow, then the content. Back goes to the previous entry, or Home when the page was
 * opened directly.
 */
export function Page(props: { title: string; back?: boolean; right?: ReactNode; tabbed?: boolean; children?: ReactNode; testId?: string }) {
  const navigate = useNavigate();
  const { back = true } = props;
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <div className={`app-page${props.tabbed ? ' app-page--tabbed' : ''}`} data-testid={props.testId}>
      <header className="app-page__nav">
        <NavBar back={back ? '' : null} backIcon={back ? undefined : false} onBack={goBack} right={props.right}>
          <h1 style={{ font: 'inherit', margin: 0 }}>{props.title}</h1>
        </NavBar>
      </header>
      <main className="app-page__body">{props.children}</main>
    </div>
  );
}
