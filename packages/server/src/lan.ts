/** What the start-up banner shows: every LAN address of this machine and a terminal QR code. */
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

/** The URLs to open on the TV, one per LAN address (localhost when there is no network). */
export function tvUrls(port: number, host = '0.0.0.0'): string[] {
  const everywhere = host === '0.0.0.0' || host === '::';
  const hosts = everywhere ? lanAddresses() : [host];
  return (hosts.length > 0 ? hosts : ['localhost']).map((h) => `http://${h}:${port}/tv`);
}

export function terminalQr(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'terminal', small: true });
}
