/** A JSON GET for the statistics pages: loading, the answer, or why there is none (404 vs. anything else). */
import { useEffect, useState } from 'preact/hooks';

export type ApiState<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'missing' } | { status: 'failed' };

/** `token`: the room's token, for the answers a room's own TV and phones get (stats/room-token.ts). */
export function useApi<T>(url: string | null, refresh?: unknown, token?: string | null): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  useEffect(() => {
    if (!url) return;
    let live = true;
    setState({ status: 'loading' });
    fetch(url, { headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } })
      .then(async (r) => {
        if (!live) return;
        if (r.ok) setState({ status: 'ok', data: (await r.json()) as T });
        else setState({ status: r.status === 404 ? 'missing' : 'failed' });
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [url, refresh, token]);
  return state;
}
