/**
 * The server's JSON-only socket.io encoder (src/realtime/json-parser.ts) must write exactly what the
 * stock encoder writes for every non-binary packet, so that stock clients read it unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import { JsonOnlyEncoder } from '../../src/realtime/json-parser.ts';

const packet = fc.record(
  {
    type: fc.constantFrom(PacketType.CONNECT, PacketType.DISCONNECT, PacketType.EVENT, PacketType.ACK, PacketType.CONNECT_ERROR),
    nsp: fc.constantFrom('/', '/admin', ''),
    id: fc.option(fc.nat(), { nil: undefined }),
    data: fc.option(fc.jsonValue(), { nil: undefined }),
  },
  { requiredKeys: ['type', 'nsp'] },
) as fc.Arbitrary<Packet>;

describe('JSON-only encoder', () => {
  it('encodes every non-binary packet exactly as socket.io-parser does', () => {
    const stock = new Encoder();
    const ours = new JsonOnlyEncoder();
    fc.assert(
      fc.property(packet, (p) => {
        expect(ours.encode(p)).toEqual(stock.encode(p));
      }),
      { numRuns: 500 },
    );
  });

  it('a stock decoder reads back an event with a seat view as it was sent', () => {
    const data = ['match:update', { seq: 3, view: { hand: ['AH', '10S'], legal: [{ play: 'AH' }], note: 'a "quoted" ü' }, clock: null }];
    const [text] = new JsonOnlyEncoder().encode({ type: PacketType.EVENT, nsp: '/', data });
    const decoder = new Decoder();
    const decoded: Packet[] = [];
    decoder.on('decoded', (p: Packet) => decoded.push(p));
    decoder.add(text!);
    expect(decoded).toEqual([{ type: PacketType.EVENT, nsp: '/', data }]);
  });
});
