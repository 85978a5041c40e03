#!/usr/bin/env node
// An outside bot for Kitchen Table: plain JavaScript (ESM, Node 20) with socket.io-client only, written
// from docs/protocol.md and docs/schemas/ alone. It takes the seat the host invited it to (`bot:join`
// with the invitation code from the host's phone) and plays every match of every game in that seat:
// whenever its seat view says it is due (`toAct` holds `seat`), it plays one of the view's `legal` moves
// (the documented list of every legal move now, each shaped as docs/schemas/<game>.move.json says).
//
//   node bot.mjs --server http://192.168.1.20:3000 --room BCDF --invite 3f9c… [--name Robo] [--matches N]
//
// Exit codes: 0 the room ended (the host removed the bot, or the room closed) or N matches were played;
// 2 the join was refused (the code is printed: INVITE_INVALID, ROOM_NOT_FOUND, SEAT_TAKEN, RATE_LIMITED, …).
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';

const { values: args } = parseArgs({
  options: {
    server: { type: 'string', default: process.env.KT_SERVER ?? 'http://localhost:3000' },
    room: { type: 'string', default: process.env.KT_ROOM },
    invite: { type: 'string', default: process.env.KT_INVITE },
    name: { type: 'string', default: process.env.KT_NAME ?? 'Robo' },
    matches: { type: 'string', default: '0' }, // 0: play until the room ends
  },
});
if (!args.room || !args.invite) {
  console.error('usage: node bot.mjs --server URL --room CODE --invite CODE [--name NAME] [--matches N]');
  process.exit(64);
}
const matchesWanted = Number(args.matches);
const log = (...parts) => console.log(new Date().toISOString(), ...parts);

const socket = io(args.server, { transports: ['websocket'], reconnectionDelayMax: 2000 });
/** What the bot knows: its seat token (for `room:resume`), member id, the room state and the latest view. */
const me = { token: null, memberId: null, room: null, match: null };
let played = 0; // matches seen to their end
let tried = -1; // the seq a move was last sent for (one try per state)
let readyFor = ''; // the summary "next deal" was sent for

/** Sends a request and resolves with its ack (`{ ok, data }` or `{ ok: false, error: { code, message } }`). */
const request = (event, payload) => socket.timeout(10_000).emitWithAck(event, payload).catch(() => ({ ok: false, error: { code: 'TIMEOUT', message: 'no answer' } }));

function useSnapshot(snapshot) {
  me.memberId = snapshot.you.memberId;
  me.room = snapshot.room;
  me.match = snapshot.match;
  act();
}

socket.on('connect', async () => {
  // First connection: the invitation. After a lost connection: the seat token, as a phone resumes.
  const answer = me.token
    ? await request('room:resume', { token: me.token })
    : await request('bot:join', { code: args.room, invite: args.invite, name: args.name });
  if (!answer.ok) {
    console.error(`refused: ${answer.error.code} — ${answer.error.message}`);
    process.exit(me.token && answer.error.code === 'KICKED' ? 0 : 2);
  }
  if (answer.data.token) me.token = answer.data.token;
  log(`in room ${answer.data.snapshot.room.code}, seat ${answer.data.snapshot.you.seat}`);
  useSnapshot(answer.data.snapshot);
});

socket.on('room:snapshot', useSnapshot);
socket.on('room:state', ({ room }) => {
  const before = me.room?.phase;
  me.room = room;
  if (before === 'playing' && room.phase === 'finished') matchOver(room.result);
  act();
});
socket.on('match:update', (update) => {
  me.match = { matchId: update.matchId, seq: update.seq, view: update.view };
  act();
});
socket.on('room:ended', ({ reason }) => {
  log(`the room ended for this bot: ${reason}`);
  process.exit(0);
});
socket.on('server:error', (error) => log('server error', error.code, error.message));

function matchOver(result) {
  played++;
  const mine = result?.outcomes.find((o) => o.seat === me.room.members.find((m) => m.id === me.memberId)?.seat);
  log(`match over (${result?.game}): placement ${mine?.placement}, total ${mine?.total}, rated ${mine?.rated}`);
  if (matchesWanted > 0 && played >= matchesWanted) {
    socket.close();
    process.exit(0);
  }
}

/** Whatever is due for this seat now: "next deal" in a summary, else a move when the view says so. */
function act() {
  const room = me.room;
  if (!room || room.phase !== 'playing' || room.paused || room.hold) return;
  if (room.summary) {
    const key = `${me.match?.matchId}:${room.summary.deal}`;
    if (room.summary.waiting.includes(me.memberId) && readyFor !== key) {
      readyFor = key;
      void request('deal:next', {});
    }
    return;
  }
  const view = me.match?.view;
  // A seat view has `seat`, `hand` and `legal`; the table view (no seat) has none of them.
  if (!view || typeof view.seat !== 'number' || !view.toAct.includes(view.seat) || view.legal.length === 0) return;
  const seq = me.match.seq;
  if (tried === seq) return;
  tried = seq;
  void play(seq, choose(view));
}

/** A legal move: a random one of the view's `legal` list (a better bot reads the rest of the view). */
function choose(view) {
  return view.legal[Math.floor(Math.random() * view.legal.length)];
}

async function play(seq, move) {
  const answer = await request('match:move', { seq, move });
  // STALE_STATE: the state moved on (the clock, a pause, a summary); the next update brings the new one.
  if (!answer.ok && answer.error.code !== 'STALE_STATE') log(`move refused: ${answer.error.code} — ${answer.error.message}`, JSON.stringify(move));
  // Refused (a pause, the summary, storage on hold): tried again at the next state or update, not at once.
  if (!answer.ok && tried === seq) tried = -1;
}

socket.on('disconnect', (reason) => log(`disconnected (${reason}); reconnecting`));
process.on('SIGINT', () => process.exit(0));
