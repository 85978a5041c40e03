/**
 * Issue 14, the join address: the TV hands phones an address they can reach — PUBLIC_URL first, then
 * the TV's own address, and for a TV opened on a loopback address the server's LAN address; with none
 * known it warns.
 */
import { describe, expect, it } from 'vitest';
import { chooseJoinBase } from '../src/tv/join-address.ts';

describe('the join address on the TV', () => {
  it('PUBLIC_URL wins', () => {
    expect(chooseJoinBase('http://localhost:8080', 'localhost', { publicUrl: 'https://cards.example.org', lanUrls: ['http://192.168.1.2:8080'] }))
      .toEqual({ base: 'https://cards.example.org', unreachable: false });
  });

  it('a TV on a LAN address hands out its own address', () => {
    expect(chooseJoinBase('http://192.168.1.2:8080', '192.168.1.2', { publicUrl: null, lanUrls: ['http://10.0.0.3:8080'] }))
      .toEqual({ base: 'http://192.168.1.2:8080', unreachable: false });
  });

  it('a TV on localhost, 127.x or ::1 hands out the server’s LAN address, or warns when there is none', () => {
    for (const [origin, host] of [['http://localhost:8080', 'localhost'], ['http://127.0.0.1:8080', '127.0.0.1'], ['http://[::1]:8080', '[::1]']] as const) {
      expect(chooseJoinBase(origin, host, { publicUrl: null, lanUrls: ['http://192.168.1.2:8080'] })).toEqual({ base: 'http://192.168.1.2:8080', unreachable: false });
      expect(chooseJoinBase(origin, host, { publicUrl: null, lanUrls: [] })).toEqual({ base: origin, unreachable: true });
    }
    // Not known yet (the request is under way): no warning.
    expect(chooseJoinBase('http://localhost:8080', 'localhost', null).unreachable).toBe(false);
  });
});
