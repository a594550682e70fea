/** The command line was wrong (unknown command or option, missing or malformed value): exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The command was well formed but could not do its work (unreadable file, bad data): exit 1. */
export class CliFailure extends Error {
  override readonly name = 'CliFailure';
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
/** `quadriga verify`: the log is consistent, but this engine could not resolve it again to compare. */
export const EXIT_NOT_RERESOLVED = 3;
