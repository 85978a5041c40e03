/**
 * Where phones and the TV reach this server: every LAN address of this machine (for the start-up banner,
 * its terminal QR code and the TV's join link, GET /api/join-info), or the PUBLIC_URL a proxy serves.
 */
import { networkInterfaces } from 'node:os';
import QRCode from 'qrcode';

/** Non-internal addresses, IPv4 first (what a phone on the same Wi-Fi can reach), link-local IPv6 left out. */
export function lanAddresses(): string[] {
  const v4: string[] = [];
  const v6: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const info of list ?? []) {
      if (info.internal) continue;
      if (info.family === 'IPv4') v4.push(info.address);
      else if (!info.address.toLowerCase().startsWith('fe80:')) v6.push(`[${info.address}]`);
    }
  }
  return [...v4, ...v6];
}

const LOOPBACK = /^(localhost|127\.|\[?::1\]?$)/i;

/** True for an address only this machine can reach (localhost, 127.x, ::1). */
export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host);
}

/**
 * The server's base URLs that other devices can reach (`http://192.168.1.20:8080`), one per LAN address;
 * empty when listening on loopback only or when the machine has no network.
 */
export function lanBaseUrls(port: number, host = '0.0.0.0', addresses: () => string[] = lanAddresses): string[] {
  const everywhere = host === '0.0.0.0' || host === '::';
  const hosts = everywhere ? addresses() : isLoopback(host) ? [] : [host.includes(':') && !host.startsWith('[') ? `[${host}]` : host];
  return hosts.map((h) => `http://${h}:${port}`);
}

/** The URLs to open on the TV, one per LAN address (localhost when there is no network). */
export function tvUrls(port: number, host = '0.0.0.0'): string[] {
  const bases = lanBaseUrls(port, host);
  return (bases.length > 0 ? bases : [`http://localhost:${port}`]).map((b) => `${b}/tv`);
}

/** A PUBLIC_URL setting as a base URL without a trailing slash; throws on anything but http(s). */
export function parsePublicUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function terminalQr(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'terminal', small: true });
}
