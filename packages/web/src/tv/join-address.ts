/**
 * The address the TV hands to the phones (join link and QR code): the server's PUBLIC_URL when set;
 * else the TV's own address, unless the TV was opened on a loopback address (localhost, 127.x, ::1) —
 * then one of the server's LAN addresses (GET /api/join-info). With a loopback address and no LAN
 * address known, the TV warns that phones cannot reach it.
 */
import { useEffect, useState } from 'preact/hooks';
import type { JoinInfo } from '@kitchen-table/protocol';

const LOOPBACK = /^(localhost|127\.|\[::1\]$|::1$)/i;

export interface JoinAddress {
  /** Base URL for the phones, without a trailing slash. */
  base: string;
  /** The TV is on a loopback address and nothing better is known: phones cannot use `base`. */
  unreachable: boolean;
}

export function chooseJoinBase(origin: string, hostname: string, info: JoinInfo | null): JoinAddress {
  if (info?.publicUrl) return { base: info.publicUrl, unreachable: false };
  if (!LOOPBACK.test(hostname)) return { base: origin, unreachable: false };
  const lan = info?.lanUrls[0];
  return lan ? { base: lan, unreachable: false } : { base: origin, unreachable: info !== null };
}

export function useJoinAddress(): JoinAddress {
  const [info, setInfo] = useState<JoinInfo | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/join-info')
      .then((r) => (r.ok ? (r.json() as Promise<JoinInfo>) : null))
      .then((data) => live && data && setInfo(data))
      .catch(() => live && setInfo({ publicUrl: null, lanUrls: [] }));
    return () => {
      live = false;
    };
  }, []);
  return chooseJoinBase(location.origin, location.hostname, info);
}
