/** Issue 30 part 4: a seat for an outside bot — the host's invitation, and the bot's mark everywhere. */
export const en = {
  outsideBot: 'outside',
  outsideBotHint: 'An outside program the host invited into this seat: a bot, never ranked',
  inviteBot: 'Invite an outside bot',
  invitePending: 'invited',
  inviteTitle: 'An outside bot for seat {n}',
  inviteExplain: 'Give the program the room code and this invitation code. The code works once, for this seat only, for {minutes} minutes.',
  inviteRoom: 'Room code',
  inviteCode: 'Invitation code',
  inviteCommand: 'With the example bot (examples/outside-bot):',
  inviteCopy: 'Copy the code',
  inviteCopied: 'Copied',
} as const;

export const de: Record<keyof typeof en, string> = {
  outsideBot: 'extern',
  outsideBotHint: 'Ein Programm von außen, vom Gastgeber auf diesen Platz eingeladen: ein Bot, nie in der Rangliste',
  inviteBot: 'Externen Bot einladen',
  invitePending: 'eingeladen',
  inviteTitle: 'Ein externer Bot für Platz {n}',
  inviteExplain: 'Gib dem Programm den Raumcode und diesen Einladungscode. Der Code gilt einmal, nur für diesen Platz, {minutes} Minuten lang.',
  inviteRoom: 'Raumcode',
  inviteCode: 'Einladungscode',
  inviteCommand: 'Mit dem Beispiel-Bot (examples/outside-bot):',
  inviteCopy: 'Code kopieren',
  inviteCopied: 'Kopiert',
};
