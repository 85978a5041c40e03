/**
 * Issue 14, the join address in the terminal: `kitchen-table serve` says what each address is for, and
 * its QR code opens the start page (a phone joins there by code, a TV opens the table), never the TV page.
 */
import { describe, expect, it } from 'vitest';
import { banner, startPage } from '../src/commands/serve.ts';

describe('the serve banner', () => {
  it('with PUBLIC_URL: the TV opens /tv, phones the start page; the QR code is the start page', () => {
    const text = banner(8080, '0.0.0.0', 'https://cards.example.org', 'SQLite x');
    expect(text).toContain('On the TV, open the table');
    expect(text).toContain('  https://cards.example.org/tv');
    expect(text).toMatch(/On a phone, open the start page[^\n]*\n {2}https:\/\/cards\.example\.org\/\n/);
    expect(text).toContain('The QR code below opens the start page');
    expect(startPage(8080, '0.0.0.0', 'https://cards.example.org')).toBe('https://cards.example.org/');
  });

  it('on loopback only it warns that only this machine can open the addresses', () => {
    const text = banner(8080, '127.0.0.1', null, 'SQLite x');
    expect(text).toContain('http://localhost:8080/tv');
    expect(text).toContain('only this machine can open these');
    expect(startPage(8080, '127.0.0.1', null)).toBe('http://localhost:8080/');
  });
});
