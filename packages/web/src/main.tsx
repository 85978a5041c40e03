/**
 * The one entry point. It loads only the code of the screen being opened: the TV table (`/tv`), the
 * phone (`/join/CODE`, `/play`), a finished match's replay (`/replay/<id>`) or the catalogue (`/`, `/games/:id`).
 */
import './styles/base.css';
import './styles/motion.css';

const path = location.pathname.replace(/\/+$/, '') || '/';
const root = document.getElementById('app')!;

type Screen = { mount(root: HTMLElement): void };

function load(): Promise<Screen> {
  if (path === '/tv' || path.startsWith('/tv/')) return import('./tv/tv-screen.tsx');
  if (path === '/play' || path === '/join' || path.startsWith('/join/')) return import('./phone/phone-screen.tsx');
  if (path.startsWith('/replay/')) return import('./replay/replay-page.tsx');
  if (path.startsWith('/stats/')) return import('./stats/stats-screen.tsx');
  return import('./catalogue/catalogue-screen.tsx');
}

load().then((screen) => screen.mount(root), (error: unknown) => console.warn('the screen did not load', error));
