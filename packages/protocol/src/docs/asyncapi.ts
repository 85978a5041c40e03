/**
 * The AsyncAPI 3 document of the socket.io protocol (docs/protocol.asyncapi.json), written from the same
 * zod schemas the server validates with: every client event with its payload and its acknowledgement
 * (success data, and the error codes it can answer with), every server event with its payload. Views and
 * game events are each game's (`@kitchen-table/engine/<game>/schemas`), listed per game under components/schemas.
 * Names: AsyncAPI keys allow no `:`, so `room:create` is the message `room.create`; its `name` is the event.
 */
import { z } from 'zod';
import { GAMES } from '@kitchen-table/engine';
import { ACK_DATA_SCHEMAS, errorCodesOf } from '../ack-schemas.ts';
import { CLIENT_SCHEMAS } from '../client-messages.ts';
import { ERROR_CODES } from '../errors.ts';
import { CLIENT_EVENTS, SERVER_EVENTS, type ClientEventName } from '../events.ts';
import {
  clockInfoSchema,
  coachAdviceSchema,
  errorPayloadSchema,
  gameEventSchema,
  gameViewSchema,
  matchResultSchema,
  roomStateSchema,
  SERVER_SCHEMAS,
  snapshotSchema,
  youSchema,
} from '../server-messages.ts';
import { schemasOf } from './game-schemas.ts';
import { jsonSchemaOf } from './json-schema.ts';

/** The AsyncAPI key of an event name (`room:create` → `room.create`). */
export const messageKey = (event: string): string => event.replace(/:/g, '.');

const ref = (path: string) => ({ $ref: path });

/** Schemas used in several messages: written once under components/schemas and referred to by name. */
const SHARED = new Map<z.ZodType, string>([
  [snapshotSchema, 'Snapshot'],
  [roomStateSchema, 'RoomState'],
  [youSchema, 'You'],
  [clockInfoSchema, 'ClockInfo'],
  [matchResultSchema, 'MatchResult'],
  [coachAdviceSchema, 'CoachAdvice'],
  [errorPayloadSchema, 'ErrorPayload'],
]);

/**
 * Writes a schema: the shared ones inside it become references, and each game's view and event schemas
 * stand where the protocol has a generic one.
 */
function schemaOf(schema: z.ZodType): Record<string, unknown> {
  const written = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    override: (ctx) => {
      const current = ctx.zodSchema as unknown as z.ZodType;
      const shared = SHARED.get(current);
      if (shared && current !== schema) {
        for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Record<string, unknown>)[key];
        ctx.jsonSchema.$ref = `#/components/schemas/${shared}`;
      } else if (current === gameViewSchema) {
        ctx.jsonSchema.description = "the seat's view when you hold a seat, else the table view: the game's own (docs/schemas/<game>.view.json)";
        ctx.jsonSchema.anyOf = GAMES.flatMap((g) => [ref(`#/components/schemas/${g.meta.id}.seatView`), ref(`#/components/schemas/${g.meta.id}.tableView`)]);
      } else if (current === gameEventSchema) {
        ctx.jsonSchema.description = "one of the game's public events (docs/schemas/<game>.events.json)";
        ctx.jsonSchema.anyOf = GAMES.map((g) => ref(`#/components/schemas/${g.meta.id}.event`));
      }
    },
  }) as Record<string, unknown>;
  delete written.$schema;
  return written;
}

const EVENT_DESCRIPTIONS: Partial<Record<string, string>> = {
  [SERVER_EVENTS.snapshot]: 'The whole picture for this client: room, who you are, your view of the match.',
  [SERVER_EVENTS.state]: 'The room changed (lobby, members, seats, pause, clock, result); no view inside.',
  [SERVER_EVENTS.update]: "One accepted entry of the match log, with this client's new view.",
  [SERVER_EVENTS.ended]: 'This client is no longer in the room (kicked, room closed, or it left).',
  [SERVER_EVENTS.error]: 'An error for a message that came without an acknowledgement callback.',
  [SERVER_EVENTS.coachAdvice]: "To a coached seat's phone only, when it is that seat's turn.",
  [SERVER_EVENTS.replay]: 'The replay on the TV (or null), with the position in it.',
};

function ackSchema(event: ClientEventName): Record<string, unknown> {
  return {
    oneOf: [
      {
        type: 'object',
        properties: { ok: { const: true }, data: schemaOf(ACK_DATA_SCHEMAS[event]) },
        required: ['ok', 'data'],
        additionalProperties: false,
      },
      {
        type: 'object',
        properties: {
          ok: { const: false },
          error: {
            type: 'object',
            properties: { code: { type: 'string', enum: errorCodesOf(event) }, message: { type: 'string' } },
            required: ['code', 'message'],
            additionalProperties: false,
          },
        },
        required: ['ok', 'error'],
        additionalProperties: false,
      },
    ],
  };
}

export async function buildAsyncApi(): Promise<Record<string, unknown>> {
  const clientEvents = Object.values(CLIENT_EVENTS) as ClientEventName[];
  const serverEvents = Object.values(SERVER_EVENTS);
  const messages: Record<string, unknown> = {};
  const acks: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const channelMessages: Record<string, unknown> = {};
  const ackChannelMessages: Record<string, unknown> = {};

  for (const event of clientEvents) {
    const key = messageKey(event);
    messages[key] = { name: event, title: event, contentType: 'application/json', payload: schemaOf(CLIENT_SCHEMAS[event]) };
    acks[`${key}.ack`] = {
      name: `${event} ack`,
      title: `${event} acknowledgement`,
      summary: `The ack callback's one argument; error codes: ${errorCodesOf(event).join(', ')}.`,
      contentType: 'application/json',
      payload: ackSchema(event),
      'x-error-codes': errorCodesOf(event),
    };
    channelMessages[key] = ref(`#/components/messages/${key}`);
    ackChannelMessages[`${key}.ack`] = ref(`#/components/messages/${key}.ack`);
    operations[key] = {
      action: 'receive',
      title: `client → server: ${event}`,
      summary: `The client emits ${event} with one payload object and an acknowledgement callback.`,
      channel: ref('#/channels/socket'),
      messages: [ref(`#/channels/socket/messages/${key}`)],
      reply: { channel: ref('#/channels/ack'), messages: [ref(`#/channels/ack/messages/${key}.ack`)] },
    };
  }
  for (const event of serverEvents) {
    const key = messageKey(event);
    messages[key] = {
      name: event,
      title: event,
      summary: EVENT_DESCRIPTIONS[event],
      contentType: 'application/json',
      payload: schemaOf(SERVER_SCHEMAS[event]),
    };
    channelMessages[key] = ref(`#/components/messages/${key}`);
    operations[key] = { action: 'send', title: `server → client: ${event}`, channel: ref('#/channels/socket'), messages: [ref(`#/channels/socket/messages/${key}`)] };
  }

  const schemas: Record<string, unknown> = {};
  for (const [schema, name] of SHARED) schemas[name] = schemaOf(schema);
  for (const game of GAMES) {
    const id = game.meta.id;
    const own = await schemasOf(game);
    schemas[`${id}.seatView`] = jsonSchemaOf(own.seatView);
    schemas[`${id}.tableView`] = jsonSchemaOf(own.tableView);
    schemas[`${id}.move`] = jsonSchemaOf(own.move);
    schemas[`${id}.event`] = jsonSchemaOf(own.event);
  }
  schemas.errorCode = { type: 'string', description: 'The protocol error codes (an engine code may be passed through: BAD_MOVE, BAD_OPTIONS, rule codes).', enum: [...ERROR_CODES] };

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Kitchen Table',
      version: '1.0.0',
      description:
        'The socket.io protocol between the server and its clients (TV, phones, outside bots). Every client event carries one payload object and an acknowledgement callback; the reply is the ack. The prose contract is docs/protocol.md; the games\' views, moves and events are in docs/schemas/. Generated by `npm run protocol:docs` from packages/protocol/src: do not edit by hand.',
    },
    defaultContentType: 'application/json',
    channels: {
      socket: {
        address: '/socket.io/',
        title: 'The socket.io connection',
        description: 'One socket.io connection (default namespace); events are named as in `name`.',
        messages: channelMessages,
      },
      ack: {
        address: null,
        title: 'Acknowledgements',
        description: "socket.io's ack callback of the client event (not an event of its own).",
        messages: ackChannelMessages,
      },
    },
    operations,
    components: { messages: { ...messages, ...acks }, schemas },
  };
}
