/**
 * Strings of the table's states that a phone or the TV must show truly (issue 28 §6): a paused turn,
 * why a match ended early, who may join, what the ranking waits for. (What a seat took in a game, told as it
 * happened, is that game's: games/<id>/strings.ts.)
 */
export const en = {
  pausedYourTurn: '‖ Paused — your turn when the game goes on',
  pausedTheirTurn: '‖ Paused — then it is {name}’s turn',
  // Why the room is back in its lobby when its match did not finish.
  endedByHost: '{name} ended the {game} match early — it was not scored.',
  endedLessonByHost: '{name} ended the {game} lesson.',
  endedByFailure: 'The {game} match was stopped: it kept failing on the server. It was not scored.',
  endedLessonByFailure: 'The {game} lesson was stopped: it kept failing on the server.',
  // A new phone at the address of a phone the host removed: it was not removed itself.
  err_ADDRESS_BLOCKED: 'A phone from this address was just removed from this table, so new phones from here have to wait. Ask the host to tap “Let … back in” in the lobby.',
  // The ranking lists a player from their n-th rated match on (the server's minimum, 5).
  noRankingYet: 'The ranking lists everyone with {n} or more rated matches — nobody has that many yet.',
  noRankingYet_one: 'The ranking lists everyone after their first rated match — nobody has played one yet.',
  rankingEmpty: 'Nobody is in the ranking yet.',
  rankingListedFrom: 'Listed from {n} rated matches on.',
};

export const de: Record<keyof typeof en, string> = {
  pausedYourTurn: '‖ Pause — danach bist du dran',
  pausedTheirTurn: '‖ Pause — danach ist {name} dran',
  endedByHost: '{name} hat die Partie {game} vorzeitig beendet — sie wird nicht gewertet.',
  endedLessonByHost: '{name} hat die Lektion {game} beendet.',
  endedByFailure: 'Die Partie {game} wurde abgebrochen: Auf dem Server ging sie immer wieder schief. Sie wird nicht gewertet.',
  endedLessonByFailure: 'Die Lektion {game} wurde abgebrochen: Auf dem Server ging es immer wieder schief.',
  err_ADDRESS_BLOCKED: 'Ein Handy von dieser Adresse wurde gerade vom Tisch genommen, darum müssen neue Handys von hier warten. Bitte den Gastgeber, in der Lobby auf „… wieder hereinlassen“ zu tippen.',
  noRankingYet: 'In der Rangliste steht, wer {n} oder mehr gewertete Partien gespielt hat — das hat noch niemand.',
  noRankingYet_one: 'In der Rangliste steht, wer eine gewertete Partie gespielt hat — das hat noch niemand.',
  rankingEmpty: 'Noch steht niemand in der Rangliste.',
  rankingListedFrom: 'Aufgeführt ab {n} gewerteten Partien.',
};
