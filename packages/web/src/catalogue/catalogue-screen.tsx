/** The catalogue screen: `/` (landing and all games) and `/games/:id` (one game's box). */
import { render, type JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import './catalogue.css';
import { Landing } from './Landing.tsx';
import { GamePage } from './GamePage.tsx';
import { useT } from '../i18n.ts';

function currentPath(): string {
  return location.pathname.replace(/\/+$/, '') || '/';
}

/** Same-origin links inside the catalogue change the page without a reload. */
function onLinkClick(e: MouseEvent, setPath: (p: string) => void): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as HTMLElement).closest('a');
  if (!a || a.target || a.origin !== location.origin) return;
  const path = a.pathname.replace(/\/+$/, '') || '/';
  if (path !== '/' && !path.startsWith('/games/')) return;
  e.preventDefault();
  history.pushState(null, '', a.href);
  setPath(path);
  window.scrollTo(0, 0);
}

function Catalogue(): JSX.Element {
  const [path, setPath] = useState(currentPath());
  const { t } = useT();
  useEffect(() => {
    const onPop = () => setPath(currentPath());
    const onClick = (e: MouseEvent) => onLinkClick(e, setPath);
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick);
    };
  }, []);
  const match = /^\/games\/([^/]+)$/.exec(path);
  useEffect(() => {
    document.title = t('appName');
  }, [path]);
  return match ? <GamePage id={decodeURIComponent(match[1])} /> : <Landing />;
}

export function mount(root: HTMLElement): void {
  render(<Catalogue />, root);
}
