/** A scenario the referee refuses as a whole (the CLI's exit 2): nothing of it, or of its batch, is judged. */
export class MalformedScenario extends Error {}
