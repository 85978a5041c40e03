/** Strings of the per-device preferences (issue 18, part 5): the phone's settings sheet and the TV's voice. */
export const en = {
  preferences: 'Display & play',
  prefsIntro: 'These settings are kept on this phone only.',
  prefLargeCards: 'Large cards',
  prefLargeCardsHint: 'Bigger cards in your hand and on the table.',
  prefHighContrast: 'High contrast',
  prefHighContrastHint: 'Black background, white text, strong outlines.',
  prefFourColour: 'Four-colour cards',
  prefFourColourHint: '♠ black, ♥ red, ♦ blue, ♣ green on French cards. Bavarian cards have four colours anyway.',
  prefAutoForced: 'Play forced moves by themselves',
  prefAutoForcedHint: 'When you have only one legal move, it is played for you after a moment.',
  prefMotionNote: 'Animations follow your device’s “reduce motion” setting.',
  forcedMoveComing: 'Only one move is possible: it is played for you in a moment.',
  // The TV's voice
  tableVoice: 'Announce turns',
  voiceTurn: '{name}’s turn.',
  voiceTrump: 'Trump is {suit}.',
  voiceCall: '{name} calls {n}.',
};

export const de: Record<keyof typeof en, string> = {
  preferences: 'Anzeige & Spiel',
  prefsIntro: 'Diese Einstellungen gelten nur auf diesem Handy.',
  prefLargeCards: 'Große Karten',
  prefLargeCardsHint: 'Größere Karten in der Hand und auf dem Tisch.',
  prefHighContrast: 'Hoher Kontrast',
  prefHighContrastHint: 'Schwarzer Hintergrund, weiße Schrift, kräftige Umrisse.',
  prefFourColour: 'Vierfarbige Karten',
  prefFourColourHint: '♠ schwarz, ♥ rot, ♦ blau, ♣ grün bei französischen Karten. Bayerische Karten sind ohnehin vierfarbig.',
  prefAutoForced: 'Erzwungene Züge von selbst spielen',
  prefAutoForcedHint: 'Hast du nur einen erlaubten Zug, wird er nach einem Moment für dich gespielt.',
  prefMotionNote: 'Animationen folgen der Einstellung „Bewegung reduzieren“ deines Geräts.',
  forcedMoveComing: 'Nur ein Zug ist möglich: er wird gleich für dich gespielt.',
  tableVoice: 'Züge ansagen',
  voiceTurn: '{name} ist dran.',
  voiceTrump: 'Trumpf ist {suit}.',
  voiceCall: '{name} sagt {n} an.',
};
