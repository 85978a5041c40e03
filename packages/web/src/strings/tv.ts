/** Strings of the TV: lobby, intro, the table, between deals, the podium, the pause. */
export const en = {
  tvTitle: 'The table',
} as const;

export const de: Record<keyof typeof en, string> = {
  tvTitle: 'Der Tisch',
};
