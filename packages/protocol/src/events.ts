/** Event names on the socket.io channel. Kept apart from the schemas so the SDK pulls in no zod code. */

/** Client → server. Every one of them takes a payload object and an acknowledgement callback. */
export const CLIENT_EVENTS = {
  createRoom: 'room:create',
  join: 'room:join',
  resume: 'room:resume',
  leave: 'room:leave',
  configure: 'host:configure',
  arrange: 'host:arrange',
  botLevel: 'host:botLevel',
  start: 'host:start',
  end: 'host:end',
  restart: 'host:restart',
  kick: 'host:kick',
  /** Host: lets a kicked phone back in (lifts its device, token and address bans). */
  readmit: 'host:readmit',
  resumePlay: 'host:resume',
  move: 'match:move',
  openRules: 'rules:open',
  closeRules: 'rules:close',
  claimSeat: 'seat:claim',
  approveClaim: 'host:approveClaim',
  nextDeal: 'deal:next',
  pause: 'match:pause',
  select: 'match:select',
  // ---- issue 18 part 3: learning deals ----
  /** Host, in the lobby: starts the chosen game's learning deal (docs/protocol.md "Learning deal"). */
  startLesson: 'host:startLesson',
  // ---- the coach (issue 18, part 2) ----
  /** Host: switches the coach on or off for a person's seat (lobby or match). */
  coach: 'host:coach',
  // Replays (issue 18, part 1): the host's phone steers the TV through a deal that is over.
  /** Host: shows a replay on the TV — between deals the deal just scored, after a match the finished match. */
  replayOpen: 'replay:open',
  /** Host: moves the replay to a deal and step (next, back and jumps are all this one message). */
  replayShow: 'replay:show',
  /** Host: the TV goes back to the table, the summary or the results. */
  replayClose: 'replay:close',
  // ---- issue 30 part 4: a seat for an outside bot ----
  /** Host, outside a match: an invitation code for an outside program to take `seat` (returned once). */
  invite: 'host:invite',
  /** An outside program (a bot of its own) takes the seat it was invited to, with the code the host gave it. */
  joinBot: 'bot:join',
} as const;

export type ClientEventName = (typeof CLIENT_EVENTS)[keyof typeof CLIENT_EVENTS];

/** Server → client. */
export const SERVER_EVENTS = {
  /** The whole picture for this client: room, who you are, your view of the match. */
  snapshot: 'room:snapshot',
  /** The room changed (lobby, members, seats, pause, clock, result); no view inside. */
  state: 'room:state',
  /** One accepted entry of the match log, with this client's new view. */
  update: 'match:update',
  /** This client is no longer in the room (kicked, room closed). */
  ended: 'room:ended',
  /** An error for a message that came without an acknowledgement callback. */
  error: 'server:error',
  // ---- the coach (issue 18, part 2) ----
  /** To a coached seat's phone only, when it is that seat's turn: the strong bot's move and one line why. */
  coachAdvice: 'coach:advice',
  /** The replay on the TV (or null: none): the deal shown, with every hand, and the position in it. */
  replay: 'replay:state',
} as const;

export type ServerEventName = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS];
