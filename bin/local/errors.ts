// A start-up failure the CLI reports as one clear line (and exit code 1), not a stack trace.
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
