/**
 * Issue 28, part 4: why the totals changed, shown between deals on the TV and the phones. Each game's
 * explanation (web/src/games/<id>/deal-why.ts) builds its lines from these and its own (games/<id>/strings.ts);
 * the rule is told once per summary, in words a child follows.
 */
export const en = {
  // Issue 28, part 2: the phone's notices, one at a time
  noticeNext: 'Show notice {n} of {m}',
  // A card tapped between deals (the phone's own code, not the server's)
  err_BETWEEN_DEALS: 'Tap “{next}” when you are ready: it starts once everyone has',
  whyTitle: 'How the points came about',
  yourDealWhy: 'You: {n} —',
  whyColumn: 'Why',
  whyYou: 'You',
} as const;

export const de: Record<keyof typeof en, string> = {
  noticeNext: 'Hinweis {n} von {m} zeigen',
  err_BETWEEN_DEALS: 'Tippe „{next}“, wenn du bereit bist: Es geht los, sobald alle getippt haben',
  whyTitle: 'So kamen die Punkte zustande',
  yourDealWhy: 'Du: {n} —',
  whyColumn: 'Warum',
  whyYou: 'Du',
} as const;
