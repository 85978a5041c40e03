export async function run(_args: string[]): Promise<number> {
  process.stdout.write('Kitchen Table: the server arrives with issue 4. For now try `npx kitchen-table referee`.\n');
  return 0;
}
